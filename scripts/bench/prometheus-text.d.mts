export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Bucket {
  upperBound: number;
  count: number;
}
export declare function toNumber(text: string): number;
export declare function parsePrometheusText(text: string): Sample[];
export declare function increase(before: Sample[], after: Sample[], name: string): Sample[];
export declare function sumBy(samples: Sample[], by: string[]): { labels: Record<string, string>; value: number }[];
export declare function histogramQuantile(q: number, buckets: Bucket[]): number;
export declare function histogramQuantiles(q: number, bucketSamples: Sample[], by: string[]): { labels: Record<string, string>; quantile: number; count: number }[];
