// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { histogramQuantile, histogramQuantiles, increase, parsePrometheusText, sumBy } from '../../scripts/bench/prometheus-text.mjs';

// How the bench reads an instance's /metrics (scripts/bench/prometheus-text.mjs): as Prometheus
// reads the text format, and histogram_quantile as PromQL computes it.

/** A scrape as prom-client writes it (the shape of server.mjs's METRICS_PORT), with the format's corner cases. */
const SCRAPE = `# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 312471552

# HELP http_server_request_duration_seconds Time from the request reaching the server to the end of its answer.
# TYPE http_server_request_duration_seconds histogram
http_server_request_duration_seconds_bucket{le="0.005",http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 0
http_server_request_duration_seconds_bucket{le="0.01",http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 10
http_server_request_duration_seconds_bucket{le="0.025",http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 50
http_server_request_duration_seconds_bucket{le="0.05",http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 90
http_server_request_duration_seconds_bucket{le="0.1",http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 100
http_server_request_duration_seconds_bucket{le="+Inf",http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 100
http_server_request_duration_seconds_sum{http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 2.75
http_server_request_duration_seconds_count{http_route="/product/[slug]",http_request_method="GET",http_response_status_code="200"} 100
# TYPE odd_labels gauge
odd_labels{path="a\\\\b",quote="say \\"hi\\"",line="one\\ntwo",brace="}{,=",} NaN 1700000000000
odd_labels_inf -Inf
`;

const buckets = (pairs: [number, number][]) => pairs.map(([upperBound, count]) => ({ upperBound, count }));

describe('parsePrometheusText', () => {
  it('reads every sample of a scrape with its labels and value, comments and blank lines skipped', () => {
    const samples = parsePrometheusText(SCRAPE);
    expect(samples).toHaveLength(11);
    expect(samples[0]).toEqual({ name: 'process_resident_memory_bytes', labels: {}, value: 312471552 });
    const inf = samples.find((sample) => sample.name === 'http_server_request_duration_seconds_bucket' && sample.labels.le === '+Inf');
    expect(inf).toEqual({
      name: 'http_server_request_duration_seconds_bucket',
      labels: { le: '+Inf', http_route: '/product/[slug]', http_request_method: 'GET', http_response_status_code: '200' },
      value: 100,
    });
    expect(samples.find((sample) => sample.name === 'http_server_request_duration_seconds_sum')?.value).toBe(2.75);
  });

  it('unescapes label values and keeps braces, commas and equals signs inside quotes; reads NaN, -Inf and skips a timestamp', () => {
    const [odd, minusInf] = parsePrometheusText(SCRAPE).slice(-2);
    expect(odd.labels).toEqual({ path: 'a\\b', quote: 'say "hi"', line: 'one\ntwo', brace: '}{,=' });
    expect(odd.value).toBeNaN();
    expect(minusInf).toEqual({ name: 'odd_labels_inf', labels: {}, value: -Infinity });
  });

  it('refuses a line it cannot read rather than guessing', () => {
    expect(() => parsePrometheusText('broken{label="open 1\n')).toThrow(/Unterminated/);
  });
});

describe('histogramQuantile (as PromQL computes it)', () => {
  const product = buckets([
    [0.005, 0],
    [0.01, 10],
    [0.025, 50],
    [0.05, 90],
    [0.1, 100],
    [Infinity, 100],
  ]);

  it('interpolates linearly within the bucket the rank falls in', () => {
    expect(histogramQuantile(0.5, product)).toBeCloseTo(0.025, 10);
    expect(histogramQuantile(0.3, product)).toBeCloseTo(0.0175, 10);
    expect(histogramQuantile(0.99, product)).toBeCloseTo(0.095, 10);
    expect(histogramQuantile(0.95, product)).toBeCloseTo(0.075, 10);
  });

  it('interpolates from 0 in the first bucket, and answers the highest finite bound past it', () => {
    const first = buckets([
      [0.005, 20],
      [0.01, 60],
      [0.1, 90],
      [Infinity, 100],
    ]);
    expect(histogramQuantile(0.1, first)).toBeCloseTo(0.0025, 10);
    expect(histogramQuantile(0.99, first)).toBe(0.1);
  });

  it('is NaN without observations or without a +Inf bucket, and ±Inf for q outside [0, 1]', () => {
    expect(histogramQuantile(0.5, buckets([[0.1, 0], [Infinity, 0]]))).toBeNaN();
    expect(histogramQuantile(0.5, buckets([[0.1, 3], [1, 5]]))).toBeNaN();
    expect(histogramQuantile(-0.1, product)).toBe(-Infinity);
    expect(histogramQuantile(1.1, product)).toBe(Infinity);
  });

  it('takes buckets in any order and evens out a count that dips', () => {
    const shuffled = buckets([
      [Infinity, 100],
      [0.05, 90],
      [0.01, 10],
      [0.1, 89],
      [0.025, 50],
    ]);
    // 0.1 read as 90: rank 99 lies past it, in +Inf, so the highest finite bound.
    expect(histogramQuantile(0.99, shuffled)).toBe(0.1);
    expect(histogramQuantile(0.5, shuffled)).toBeCloseTo(0.025, 10);
  });
});

describe('a stretch between two scrapes', () => {
  const scrape = (counts: number[], instanceRoute = '/product/[slug]', status = '200') =>
    parsePrometheusText(
      ['0.01', '0.1', '1', '+Inf']
        .map((le, index) => `req_bucket{http_route="${instanceRoute}",http_response_status_code="${status}",le="${le}"} ${counts[index]}`)
        .join('\n'),
    );

  it('takes the quantile of the increase, not of everything since the start', () => {
    // Before: 100 slow answers (0.1–1 s). During the stretch: 100 more, 99 of them under 10 ms.
    const before = scrape([0, 0, 100, 100]);
    const after = scrape([99, 99, 200, 200]);
    const [stretch] = histogramQuantiles(0.99, increase(before, after, 'req_bucket'), ['http_route']);
    expect(stretch.count).toBe(100);
    expect(stretch.quantile).toBeCloseTo(0.01, 10);
    const [sinceStart] = histogramQuantiles(0.99, after.filter((sample) => sample.name === 'req_bucket'), ['http_route']);
    expect(sinceStart.quantile).toBeCloseTo(0.1 + 0.9 * (198 - 99) / 101, 10);
  });

  it('sums the series of one route over their statuses (sum by (le, http_route)) and keeps routes apart', () => {
    const after = [...scrape([10, 20, 20, 20]), ...scrape([0, 0, 5, 5], '/product/[slug]', '503'), ...scrape([1, 1, 1, 1], '/')];
    const quantiles = histogramQuantiles(0.5, increase([], after, 'req_bucket'), ['http_route']);
    expect(quantiles.map(({ labels, count }) => [labels.http_route, count])).toEqual([
      ['/product/[slug]', 25],
      ['/', 1],
    ]);
    // Rank 12.5 of 25: in (0.01, 0.1], 2.5 of its 10.
    expect(quantiles[0].quantile).toBeCloseTo(0.01 + 0.09 * 0.25, 10);
  });

  it('reads a counter that fell as restarted (increase() counts from 0 again)', () => {
    const before = parsePrometheusText('refusals_total{limit="search"} 40\nrefusals_total{limit="signin-client"} 3');
    const after = parsePrometheusText('refusals_total{limit="search"} 7\nrefusals_total{limit="signin-client"} 5\nrefusals_total{limit="search-pad"} 2');
    expect(sumBy(increase(before, after, 'refusals_total'), ['limit'])).toEqual([
      { labels: { limit: 'search' }, value: 7 },
      { labels: { limit: 'signin-client' }, value: 2 },
      { labels: { limit: 'search-pad' }, value: 2 },
    ]);
  });
});
