/**
 * Ports of the servers the test and bench scripts start, apart from a developer's 3000/4010.
 * E2E_PORT / E2E_SANDBOX_PORT move the test servers, so two checkouts can test side by side.
 */
const port = (name, fallback) => Number(process.env[name]) || fallback;
export const E2E_PORTS = { storefront: port('E2E_PORT', 3100), sandbox: port('E2E_SANDBOX_PORT', 4100) };
export const BENCH_PORTS = {
  storefront: port('BENCH_PORT', 3500),
  sandbox: port('BENCH_SANDBOX_PORT', 4500),
  // The TLS + HTTP/2 front Lighthouse loads the pages through.
  front: port('BENCH_FRONT_PORT', 3543),
  // The two-instance table: a Redis of its own, and a second instance on BENCH_PORT + 1.
  redis: port('BENCH_REDIS_PORT', 6380),
  // GET /metrics of the bench's instance, and of the second instance (+1): the bench prints what they saw.
  metrics: port('BENCH_METRICS_PORT', 9500),
};
/**
 * The scale test: two storefront instances of the test build on one Redis; their sandbox runs on
 * E2E_PORTS.sandbox, the port that build was made for (scripts/lib/test-build.mjs).
 */
export const SCALE_PORTS = {
  a: port('SCALE_PORT_A', 3101),
  b: port('SCALE_PORT_B', 3102),
  redis: port('SCALE_REDIS_PORT', 6381),
  // Each instance's METRICS_PORT, and the Prometheus that scrapes them.
  metrics: [port('SCALE_METRICS_PORT_A', 9101), port('SCALE_METRICS_PORT_B', 9102)],
  prometheus: port('SCALE_PROMETHEUS_PORT', 9190),
};
