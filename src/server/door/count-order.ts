import 'server-only';
import { doorText } from './language';
import { createHash } from 'node:crypto';
import { redisTimeoutMs, withDeadline } from '@/server/cache/fail-fast-redis.mjs';
import { COUNT_ORDER_FORMAT, COUNT_ORDER_HEADER } from '@/shared/api/count-order';
import { jsonAnswer } from './answers';
import type { DoorCookies } from './cookies';
import type { DoorCall } from './door-call';
import { sharedRedis } from './redis';
import type { CallBody } from './call-body';

/**
 * The count order (docs/architecture.md §1): a quantity write sets an absolute count, and a page
 * being left sends its newest count beside one still on its way, so two writes of one line can
 * land in either order. The door keeps, per owner, tab and line, the newest write it has been
 * given, and always forwards that one: a write that arrives after a newer one sends the newer
 * count again, and a write whose answer comes back after a newer one was given to the door sends
 * the newer count once more. Whatever order writes reach the door or land on the dashboard, the
 * last one to land is the newest count the customer chose.
 */

export interface CountWrite {
  sequence: number;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

export interface CountOrder {
  key: string;
  write: CountWrite;
}

/** Longer than any write can be on its way: past it a tab's next write starts the line afresh. */
const KEPT_MS = 10 * 60_000;
/** This instance's own store (no Redis, or Redis not answering): at most this many lines, oldest dropped. */
const LOCAL_LINES = 10_000;
/** A write answered after newer ones were given to the door sends the newest again, at most this often. */
const MAX_RESENDS = 3;

/** The order a quantity write carries, null for a call outside it, or the 400 for a malformed one. */
export async function countOrderOf(
  request: Request,
  call: DoorCall,
  cookies: DoorCookies,
  body: CallBody['body'],
  contentType: string,
): Promise<CountOrder | null | Response> {
  const header = request.headers.get(COUNT_ORDER_HEADER);
  if (header === null || !call.rule.countOrder) return null;
  const match = COUNT_ORDER_FORMAT.exec(header);
  if (!match) return jsonAnswer(400, { message: doorText('invalidRequest') });
  const owner = cookies.apiKey ?? cookies.sessionToken;
  // Counts go as a plain form; an upload's rebuilt form (a Blob) is never one.
  if (!owner || !(body instanceof Uint8Array)) return null;
  let entries: [string, FormDataEntryValue][];
  try {
    entries = [...(await new Response(body, { headers: { 'content-type': contentType } }).formData()).entries()];
  } catch {
    // The dashboard refuses what the door cannot read; there is no line to order.
    return null;
  }
  if (!entries.some(([name]) => name === 'count')) return null;
  const line = entries
    .filter(([name, value]) => name !== 'count' && typeof value === 'string')
    .map(([name, value]) => `${name}=${value as string}`)
    .sort();
  const key = createHash('sha256').update(JSON.stringify([owner, match[1], line])).digest('base64url');
  return { key, write: { sequence: Number(match[2]), contentType, body } };
}

interface CountOrderStore {
  /** Keeps `write` unless a newer write of its line is kept; answers the newest kept after that. */
  keep(key: string, write: CountWrite): Promise<CountWrite>;
  newest(key: string): Promise<CountWrite | null>;
}

class LocalCountOrder implements CountOrderStore {
  private lines = new Map<string, { write: CountWrite; until: number }>();

  async keep(key: string, write: CountWrite) {
    const kept = await this.newest(key);
    if (kept && kept.sequence >= write.sequence) return kept;
    this.lines.delete(key);
    if (this.lines.size >= LOCAL_LINES) this.lines.delete(this.lines.keys().next().value!);
    this.lines.set(key, { write, until: Date.now() + KEPT_MS });
    return write;
  }

  async newest(key: string) {
    const kept = this.lines.get(key);
    if (kept && kept.until <= Date.now()) this.lines.delete(key);
    return kept && kept.until > Date.now() ? kept.write : null;
  }
}

// Sets the line's write unless the one kept has a sequence as high; answers the one kept after.
const KEEP_NEWER = `
local kept = redis.call('GET', KEYS[1])
if kept then
  local sequence = tonumber(string.match(kept, '^(%d+)'))
  if sequence and sequence >= tonumber(ARGV[1]) then return kept end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return ARGV[2]`;

const serialise = ({ sequence, contentType, body }: CountWrite) => `${sequence}\n${contentType}\n${Buffer.from(body).toString('base64')}`;

function parse(text: string): CountWrite {
  const [sequence, contentType, body] = text.split('\n');
  return { sequence: Number(sequence), contentType, body: new Uint8Array(Buffer.from(body, 'base64')) };
}

/** In the shared Redis, so writes reaching different instances are ordered together; this instance's memory while Redis does not answer. */
class SharedCountOrder implements CountOrderStore {
  constructor(private readonly local: LocalCountOrder) {}

  private redisKey = (key: string) => `door-count-order:${key}`;

  async keep(key: string, write: CountWrite) {
    const client = sharedRedis();
    if (!client) return this.local.keep(key, write);
    try {
      const kept = await withDeadline(
        client.eval(KEEP_NEWER, { keys: [this.redisKey(key)], arguments: [String(write.sequence), serialise(write), String(KEPT_MS)] }),
        redisTimeoutMs(),
        'count order',
      );
      return parse(String(kept));
    } catch {
      return this.local.keep(key, write);
    }
  }

  async newest(key: string) {
    const client = sharedRedis();
    if (!client) return this.local.newest(key);
    try {
      const kept = await withDeadline(client.get(this.redisKey(key)), redisTimeoutMs(), 'count order');
      return kept === null ? this.local.newest(key) : parse(kept);
    } catch {
      return this.local.newest(key);
    }
  }
}

// Route handlers are bundled apart; one store per process.
const STORE = Symbol.for('ledfloor.countOrder');
const holder = globalThis as { [STORE]?: CountOrderStore };
const store = () => (holder[STORE] ??= new SharedCountOrder(new LocalCountOrder()));

/**
 * Sends the newest write of the order's line (`send(null)` sends the call's own), then, for as
 * long as a newer one was given to the door while it was on its way, that one: the answer the
 * browser gets is the one to the newest count. A write sent in place of the call's own goes
 * without the call's Idempotency-Key (it is another change; a count set twice is the same count).
 */
export async function sendInCountOrder<T extends { upstream?: { status: number } }>(
  order: CountOrder,
  send: (write: CountWrite | null) => Promise<T>,
): Promise<T> {
  let sent = await store().keep(order.key, order.write);
  let exchange = await send(sent.sequence === order.write.sequence ? null : sent);
  for (let resend = 0; resend < MAX_RESENDS; resend += 1) {
    if (!exchange.upstream) break;
    const newest = await store().newest(order.key);
    if (!newest || newest.sequence <= sent.sequence) break;
    sent = newest;
    exchange = await send(newest);
  }
  return exchange;
}
