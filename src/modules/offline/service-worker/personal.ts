/// <reference lib="webworker" />
import { Strategy, type StrategyHandler } from 'serwist';
import { isOthersCache, personalCacheNames } from '@/modules/offline/cache-names';
import { ownerInWorker, type Owner } from '@/modules/offline/owner';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: Parameters<typeof ownerInWorker>[0] };

type PersonalCache = keyof ReturnType<typeof personalCacheNames>;

/** Removes every personal cache that is not `owner`'s: another customer's (or the visitor's) pages are never answered. */
export async function forgetOthersCaches(owner: Owner): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isOthersCache(name, owner)).map((name) => caches.delete(name)));
}

/**
 * A personal page, navigation answer or pack (docs/offline.md), asked for by whoever
 * is signed in now: kept in and answered from that owner's caches only, after every other owner's
 * are removed, on every request. Where the worker cannot tell who is there (no Cookie Store API in
 * workers), nothing personal is kept or answered from a cache.
 */
export class ForWhoIsThere extends Strategy {
  private readonly byCache = new Map<string, Strategy>();

  constructor(
    private readonly buildId: string,
    private readonly cache: PersonalCache,
    private readonly strategyFor: (cacheName: string) => Strategy,
  ) {
    super();
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const owner = await ownerInWorker(self.cookieStore);
    if (owner === null) return handler.fetch(request);
    await forgetOthersCaches(owner);
    const cacheName = personalCacheNames(this.buildId, owner)[this.cache];
    let strategy = this.byCache.get(cacheName);
    if (!strategy) this.byCache.set(cacheName, (strategy = this.strategyFor(cacheName)));
    return strategy.handle({ request, event: handler.event });
  }
}
