import type { RedisClientOptions } from 'redis';

export declare const DEFAULT_REDIS_TIMEOUT_MS: number;
export declare function redisTimeoutMs(env?: Record<string, string | undefined>): number;
export declare function failFastSocket(): NonNullable<RedisClientOptions['socket']>;
export declare function failFastClientOptions(url: string): RedisClientOptions;
export declare class RedisTimeoutError extends Error {
  constructor(what: string, ms: number);
}
export declare function withDeadline<T>(promise: Promise<T>, ms: number, what?: string): Promise<T>;
export declare function missingKeyspaceEvents(configured: string | undefined): string | null;
export declare function keyspaceEventsProblem(
  client: { configGet(parameter: string): Promise<Record<string, string>> },
  ms: number,
  env?: Record<string, string | undefined>,
): Promise<string | null>;
