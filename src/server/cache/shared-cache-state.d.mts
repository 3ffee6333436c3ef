export type SharedCacheState = 'connecting' | 'up' | 'down' | 'unusable';
export declare function publishSharedCacheState(state: SharedCacheState, reason?: string | null): void;
export declare function sharedCacheProblem(): string | null;
