import type { SharedCacheState } from './shared-cache-state.mjs';

export declare class RedisLink {
  constructor(options: {
    url: string;
    timeoutMs: number;
    onChange?: (state: SharedCacheState, reason: string | null) => void;
    env?: Record<string, string | undefined>;
  });
  readonly state: SharedCacheState;
  readonly reason: string | null;
  readonly address: string;
  close(): Promise<void>;
}
