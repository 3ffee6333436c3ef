export declare function buildServiceWorker(distDirPath: string): Promise<{ count: number; size: number; buildId: string }>;
