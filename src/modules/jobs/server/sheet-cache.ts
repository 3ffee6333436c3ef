import 'server-only';
import { createHash } from 'node:crypto';
import { commandOptions } from 'redis';
import { redisTimeoutMs, withDeadline } from '@/server/cache/fail-fast-redis.mjs';
import { sharedRedis } from '@/server/door/redis';
import { positive } from '@/server/door/call-limits';

/**
 * The bytes of the sheets packs have fetched (docs/jobs.md "Packs within bounds"), so ten crew downloads of one
 * job fetch its sheets once: in the shared Redis when configured (every instance reads what one
 * fetched), in this instance's memory while Redis does not answer or without it. A sheet is kept
 * JOB_PACK_SHEET_CACHE_SECONDS; memory keeps at most JOB_PACK_SHEET_CACHE_BYTES, the least
 * recently used dropped first, and Redis only sheets within the pack's own size limit.
 */

const MIB = 1024 * 1024;
const keptSeconds = () => positive(process.env.JOB_PACK_SHEET_CACHE_SECONDS, 600);
const keptBytes = () => positive(process.env.JOB_PACK_SHEET_CACHE_BYTES, 64 * MIB);

const keyOf = (url: string) => `pack-sheet:${createHash('sha256').update(url).digest('base64url')}`;

class LocalSheets {
  private entries = new Map<string, { bytes: Uint8Array; until: number }>();
  private size = 0;

  get(key: string): Uint8Array | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.until <= Date.now()) {
      this.size -= entry.bytes.byteLength;
      return null;
    }
    // Used now: to the back of the line.
    this.entries.set(key, entry);
    return entry.bytes;
  }

  set(key: string, bytes: Uint8Array) {
    const limit = keptBytes();
    if (bytes.byteLength > limit) return;
    this.drop(key);
    while (this.size + bytes.byteLength > limit) this.drop(this.entries.keys().next().value!);
    this.entries.set(key, { bytes, until: Date.now() + keptSeconds() * 1000 });
    this.size += bytes.byteLength;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.bytes.byteLength;
  }

  clear() {
    this.entries.clear();
    this.size = 0;
  }
}

// Route handlers are bundled apart (the owner's pack, the crew's): one memory per process.
const LOCAL = Symbol.for('ledfloor.packSheets');
const holder = globalThis as { [LOCAL]?: LocalSheets };
const local = () => (holder[LOCAL] ??= new LocalSheets());

/** A sheet's bytes fetched earlier by any pack, or null. */
export async function cachedSheet(url: string): Promise<Uint8Array | null> {
  const key = keyOf(url);
  const client = sharedRedis();
  if (client) {
    try {
      const bytes = await withDeadline(client.get(commandOptions({ returnBuffers: true }), key), redisTimeoutMs(), 'sheet cache');
      return bytes ? new Uint8Array(bytes) : null;
    } catch {
      // Redis not answering: this instance's memory.
    }
  }
  return local().get(key);
}

/** Keeps a sheet's bytes for the packs after this one. */
export async function keepSheet(url: string, bytes: Uint8Array): Promise<void> {
  const key = keyOf(url);
  const client = sharedRedis();
  if (client) {
    try {
      await withDeadline(client.set(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { EX: keptSeconds() }), redisTimeoutMs(), 'sheet cache');
      return;
    } catch {
      // Redis not answering: this instance's memory.
    }
  }
  local().set(key, bytes);
}

/** Forgets every kept sheet of this instance (tests). */
export const forgetCachedSheets = () => local().clear();
