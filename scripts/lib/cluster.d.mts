import type { ChildProcess } from 'node:child_process';

export interface Instance {
  origin: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}
export interface Cluster {
  sandbox: { url: string; stop: () => Promise<void> };
  redis: { url: string; stop: () => Promise<void> };
  instances: Instance[];
  env: Record<string, string>;
  stop: () => Promise<void>;
  stopRedis: () => Promise<void>;
  startRedis: () => Promise<void>;
  restartInstance: (index: number) => Promise<Instance>;
}
export declare const redisServerInstalled: () => boolean;
export declare function freePort(): Promise<number>;
export declare function startRedis(port: number, options?: { keyspaceEvents?: string }): Promise<{ url: string; stop: () => Promise<void> }>;
export declare function startInstance(options: { port: number; distDir: string; env: Record<string, string>; log?: string; logFile?: string }): Promise<Instance>;
export declare function startCluster(options: {
  distDir: string;
  ports: { sandbox: number; redis: number; instances: number[]; metrics?: number[] };
  log?: string;
  env?: Record<string, string>;
  logFile?: (port: number) => string;
}): Promise<Cluster>;
