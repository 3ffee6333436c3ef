/** Ports of the servers the test and bench scripts start, apart from a developer's 3000/4010. */
export const E2E_PORTS = { storefront: 3100, sandbox: 4100 };
export const BENCH_PORTS = { storefront: 3500, sandbox: 4500 };
