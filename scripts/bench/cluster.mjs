/** The bench's second table: the same build as two instances on one Redis, load spread over both. */
import autocannon from 'autocannon';
import { startCluster } from '../lib/cluster.mjs';
import { BENCH_PORTS } from '../lib/ports.mjs';
import { BENCH_DIST_DIR } from './server.mjs';

const CONNECTIONS = 20;

export const CLUSTER_PORTS = {
  sandbox: BENCH_PORTS.sandbox,
  redis: BENCH_PORTS.redis,
  instances: [BENCH_PORTS.storefront, BENCH_PORTS.storefront + 1],
  // Each instance's own METRICS_PORT: the bench and the soak print what they saw (server-view.mjs).
  metrics: [BENCH_PORTS.metrics, BENCH_PORTS.metrics + 1],
};

/** The cluster's instances as server-view.mjs scrapes them. */
export const clusterMetricsTargets = (instances) => instances.map((instance, index) => ({ label: instance.origin, metricsPort: CLUSTER_PORTS.metrics[index] }));

/** `env` is added to each instance's environment; `logFile(port)` names each instance's log (the soak's). */
export const startBenchCluster = ({ env, logFile } = {}) => startCluster({ distDir: BENCH_DIST_DIR, ports: CLUSTER_PORTS, env, logFile });

/** 20 connections in all, half on each instance, as a round-robin load balancer would send them. */
export async function measureClusterThroughput(instances, pagePath, durationSeconds) {
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({ url: `${instance.origin}${pagePath}`, connections: CONNECTIONS / instances.length, duration: durationSeconds }),
    ),
  );
  return {
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    latencyP99Ms: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}
