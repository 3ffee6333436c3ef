import type { Sample } from './prometheus-text.mjs';

export interface Scrape {
  instance: string;
  samples: Sample[];
}
export interface ServerView {
  requests: number;
  serverErrors: number;
  routes: { name: string; requests: number; p99Ms: number | null; serverErrors: number }[];
  dashboardCalls: { name: string; call: string; outcome: string; calls: number; p95Ms: number | null }[];
  pageCache: { name: string; hit: number; stale: number; miss: number; hitRatio: number | null }[];
  limitRefusals: { name: string; refusals: number }[];
  memory: { name: string; rssBytes: number | null; heapUsedBytes: number | null }[];
}
export declare function scrapeInstances(instances: { label: string; metricsPort: number }[]): Promise<Scrape[]>;
export declare function serverView(before: Scrape[], after: Scrape[]): ServerView;
export declare function serverSummary(view: ServerView): string;
export declare function formatServerViews(columns: { heading: string; view: ServerView }[]): string;
export declare function withServerView<T extends object>(targets: { label: string; metricsPort: number }[], measure: () => Promise<T>): Promise<T & { server: ServerView }>;
