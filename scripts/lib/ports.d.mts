export declare const E2E_PORTS: { storefront: number; sandbox: number };
export declare const BENCH_PORTS: { storefront: number; sandbox: number; front: number; redis: number; metrics: number };
export declare const SCALE_PORTS: { a: number; b: number; redis: number; metrics: number[]; prometheus: number };
