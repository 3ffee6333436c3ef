/**
 * Redis at the end of the soak: DBSIZE, INFO memory, and the keys grouped by what wrote them
 * (the door's limit counters by limit, Next's cached pages by route, its data cache, its tags),
 * each group with its key count and bytes (MEMORY USAGE), so cache growth shows where it is.
 */
import { createClient } from 'redis';

/** The group a key belongs to; the cache handler prefixes its keys with the build id. */
export function keyGroup(key) {
  if (key.startsWith('door-limit:')) return key.split(':').slice(0, 2).join(':');
  const page = /\/route-cache\/[^/]+\/[^/]+\/\$\/(.+)$/.exec(key);
  if (page) {
    const segments = page[1].split('/');
    return `page /${segments.length > 1 ? segments.slice(0, -1).join('/') : segments[0] === 'index' ? '' : segments[0]}`;
  }
  if (key.includes('__')) return 'cache tags';
  return 'data cache';
}

const BATCH = 200;

export async function redisStats(url) {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys = [];
    for await (const key of client.scanIterator({ COUNT: 1000 })) keys.push(key);
    const groups = {};
    for (let index = 0; index < keys.length; index += BATCH) {
      const batch = keys.slice(index, index + BATCH);
      const sizes = await Promise.all(batch.map((key) => client.sendCommand(['MEMORY', 'USAGE', key])));
      batch.forEach((key, i) => {
        const group = (groups[keyGroup(key)] ??= { keys: 0, bytes: 0 });
        group.keys += 1;
        group.bytes += Number(sizes[i] ?? 0);
      });
    }
    const info = Object.fromEntries(
      (await client.info('memory'))
        .split('\r\n')
        .filter((line) => line.includes(':'))
        .map((line) => line.split(':')),
    );
    return {
      keys: await client.dbSize(),
      usedMemoryBytes: Number(info.used_memory),
      usedMemoryPeakBytes: Number(info.used_memory_peak),
      usedMemoryRssBytes: Number(info.used_memory_rss),
      groups: Object.fromEntries(Object.entries(groups).sort((a, b) => b[1].bytes - a[1].bytes)),
    };
  } finally {
    await client.quit();
  }
}
