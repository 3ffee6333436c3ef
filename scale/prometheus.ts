import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's prometheus (.ci/run installs it); PROMETHEUS names another binary. */
const PROMETHEUS = process.env.PROMETHEUS ?? '/usr/bin/prometheus';

/** One series of an instant query: its labels and value. */
export interface PromSeries {
  metric: Record<string, string>;
  value: number;
}

export interface Prometheus {
  /** An instant query through Prometheus's HTTP API (`/api/v1/query`). */
  query: (expression: string) => Promise<PromSeries[]>;
  stop: () => Promise<void>;
}

/**
 * A throwaway Prometheus on `port` scraping `targets` (host:port of each instance's METRICS_PORT)
 * every second, its data in a temporary folder; resolves once it is ready.
 */
export async function startPrometheus({ port, targets }: { port: number; targets: string[] }): Promise<Prometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, scrape_timeout: 1s, evaluation_interval: 1s }',
      'scrape_configs:',
      '  - job_name: storefront',
      `    static_configs: [{ targets: [${targets.map((target) => `'${target}'`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [`--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<never>((_, reject) => child.once('error', (error) => reject(new Error(`Could not start ${PROMETHEUS}: ${error.message} (apt-get install prometheus)`))));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = async () => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (child.exitCode !== null) break;
      const answer = await fetch(`${origin}/-/ready`).catch(() => null);
      if (answer?.ok) return;
    }
    throw new Error(`Prometheus did not get ready on ${origin}`);
  };
  try {
    await Promise.race([ready(), failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    async query(expression) {
      const answer = await fetch(`${origin}/api/v1/query?${new URLSearchParams({ query: expression })}`);
      const body = (await answer.json()) as { status: string; error?: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
      if (body.status !== 'success') throw new Error(`Prometheus refused ${expression}: ${body.error}`);
      return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
  };
}
