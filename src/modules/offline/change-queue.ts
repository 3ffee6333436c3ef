/**
 * Basket and job-line changes made without signal (docs/offline.md): kept on the device in the
 * order they were made, each with its own Idempotency-Key (docs/contract.md §11), and sent when
 * the signal returns. A change the dashboard refuses stays, marked with the refusal, until the
 * customer dismisses it; a change whose answer never came is sent again with the same key, so the
 * dashboard makes it once. Each change is its owner's (owner.ts): shown to and sent under that
 * identity only, so a change one customer made never reaches another's basket or screen.
 */
import { VISITOR, type Owner } from './owner';

/** A basket add, a basket line's quantity, a basket line's removal, or a job line (added, counted, removed). */
export type ChangeKind = 'add' | 'quantity' | 'remove' | 'job-line';

/** What a change is about, so the page showing that basket line or job shows it waiting. */
export interface ChangeAbout {
  /** The job a job-line change is for. */
  jobId?: number;
  /** The basket line or job line it changes. */
  lineId?: number;
  /** The count it sets that line to. */
  count?: number;
}

/** What the page records with a change when the customer makes it. */
export interface ChangeMade extends ChangeAbout {
  /**
   * A basket quantity's place in its tab's count order (`<writer>.<sequence>`,
   * shared/api/count-order.ts), sent as its `Count-Order` header. Taken when the customer made
   * it, so the door orders it before the tab's later writes and after its earlier ones; kept
   * here because the worker that may send it has no tab to take one from. None on other changes,
   * and on a quantity kept before the order was recorded (it goes without, as it did then).
   */
  countOrder?: string;
}

export interface QueuedChange extends ChangeMade {
  /** The Idempotency-Key: a random UUID, one per change. */
  key: string;
  /** Order on the device (ms since epoch, then insertion). */
  seq: number;
  kind: ChangeKind;
  /** The door call: '/basket/data' (add), '/basket' (quantity), '/basket/delete', '/jobs/lines/add|update|delete'. */
  path: string;
  /** The form fields, as pairs so repeated `color_id[]` keep their order. */
  fields: [string, string][];
  /** What the customer sees: the product's name and the count. */
  label: string;
  /** The dashboard's refusal, once it refused. */
  refused?: string;
  /** Who made it: sent under that identity only. None on a change kept before owners were recorded. */
  owner?: Owner;
}

/** Where the queue lives: IndexedDB in the browser (idb-queue-store.ts). */
export interface QueueStore {
  all(): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What sending one change came to: made (or made before, answered again), refused, or no answer. */
export type SendOutcome = { made: true; answer: unknown } | { refused: string } | { unanswered: true };

let lastSeq = 0;

/**
 * `key`: the one an attempt with signal already carried, when it got no answer (so the dashboard
 * makes it once). `owner`: who is making it (the page passes who is signed in).
 */
export function newChange(
  kind: ChangeKind,
  path: string,
  fields: [string, string][],
  label: string,
  about: ChangeMade = {},
  key: string = crypto.randomUUID(),
  owner: Owner = VISITOR,
): QueuedChange {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return { ...about, key, seq: lastSeq, kind, path, fields, label, owner };
}

/** What one run of the queue came to: the changes made (with the dashboard's answers) and those refused, in order. */
export interface SendResult {
  made: { change: QueuedChange; answer: unknown }[];
  refused: QueuedChange[];
}

/** The changes kept on the device, oldest first; with `owner`, that one's only. */
export async function waitingChanges(store: QueueStore, owner?: Owner): Promise<QueuedChange[]> {
  const all = (await store.all()).sort((a, b) => a.seq - b.seq);
  return owner === undefined ? all : all.filter((change) => change.owner === owner);
}

/**
 * Sends `owner`'s waiting changes one at a time, oldest first, and no one else's: the door sends
 * each with the cookies there are, so only the identity that made a change may send it. Stops at
 * the first without an answer (the signal went again), so the later ones never overtake it. A
 * change kept before owners were recorded is dropped: whose it is cannot be told.
 */
export async function sendWaiting(store: QueueStore, send: (change: QueuedChange) => Promise<SendOutcome>, owner: Owner): Promise<SendResult> {
  const result: SendResult = { made: [], refused: [] };
  for (const change of await waitingChanges(store)) {
    if (change.owner === undefined) await store.remove(change.key);
    if (change.refused !== undefined || change.owner !== owner) continue;
    const outcome = await send(change);
    if ('unanswered' in outcome) break;
    if ('refused' in outcome) {
      const refused = { ...change, refused: outcome.refused };
      await store.put(refused);
      result.refused.push(refused);
      continue;
    }
    await store.remove(change.key);
    result.made.push({ change, answer: outcome.answer });
  }
  return result;
}
