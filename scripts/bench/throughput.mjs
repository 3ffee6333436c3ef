/** Server throughput with autocannon: requests per second a page sustains under 20 connections. */
import autocannon from 'autocannon';

export async function measureThroughput(url, durationSeconds) {
  const result = await autocannon({ url, connections: 20, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
