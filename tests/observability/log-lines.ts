import { Writable } from 'node:stream';
import { createLogger } from '@/server/observability/log.mjs';

/** A logger as production's (JSON lines, LOG_LEVEL unless `level`) whose lines a test reads: `lines` parsed, `text` as written. */
export function capturedLogger(level?: string) {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  const log = createLogger({ level, pretty: false, destination });
  return {
    log,
    text: () => written.join(''),
    lines: () => written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
