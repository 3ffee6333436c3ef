import type { Product } from '@/modules/catalogue/contract';
import type { QueuedChange, QueueStore } from '@/modules/offline/change-queue';
import { BROWSER_ORIGIN } from '../msw/server';

/** The queue's storage in memory (IndexedDB's part); the queue's rules and the sending are real. */
export function memoryStore(): QueueStore {
  const kept = new Map<string, QueuedChange>();
  return {
    all: async () => [...kept.values()],
    put: async (change) => void kept.set(change.key, change),
    remove: async (key) => void kept.delete(key),
  };
}

export async function queue(store: QueueStore, ...changes: QueuedChange[]) {
  for (const change of changes) await store.put(change);
}

/** A product's first sheen and type with its first colour, as the basket and job calls take them. */
export async function variantPairs(slug: string): Promise<[string, string][]> {
  const item = ((await (await fetch(`${BROWSER_ORIGIN}/api/products/by-slug?slug=${slug}`)).json()) as { data: Product }).data;
  const price = item.price_type_data[0];
  return [
    ['products_id', String(item.id)],
    ['price_id', String(price.id)],
    ['price_type_id', String(price.id)],
    ['tag_id', String(price.tag_id)],
    ['type_id', String(price.type_id)],
    ['color_id[]', String(item.color[0]?.id ?? 1)],
  ];
}
