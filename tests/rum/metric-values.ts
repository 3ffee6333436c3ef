import { register } from 'prom-client';

type Labels = Record<string, string>;

const matches = (labels: Record<string, unknown>, wanted: Labels) => Object.entries(wanted).every(([key, value]) => labels[key] === value);

/**
 * A series' value in prom-client's default registry, as the metrics port would serve it (0 when
 * it has no sample yet): `storefront_web_vitals_seconds_count`, `…_sum`, a counter's own name.
 */
export async function seriesValue(series: string, labels: Labels): Promise<number> {
  const name = series.replace(/_(count|sum|bucket)$/, '');
  const metric = register.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  // A histogram's values name their series (`…_bucket`, `…_sum`, `…_count`); a counter's do not.
  const named = values as { metricName?: string; labels: Record<string, unknown>; value: number }[];
  const value = named.find((entry) => (entry.metricName ?? name) === series && matches(entry.labels, labels));
  return value?.value ?? 0;
}
