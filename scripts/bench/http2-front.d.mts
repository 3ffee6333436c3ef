export declare function startHttp2Front(options: { port: number; target: string }): Promise<{ origin: string; stop: () => Promise<void> }>;
