import { ERROR_MESSAGE_MAX_LENGTH, ERROR_STACK_MAX_LENGTH, ERRORS_PER_PAGE, REPORT_MAX_BYTES, withoutQueries, type ErrorReport } from './report';
import type { PageError } from './start';

const STACK_FRAMES = 6;


const describe = (reason: unknown): { message: string; stack?: string } => {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : `Non-error rejection: ${Object.prototype.toString.call(reason)}` };
};

/** The error's message and the top of its stack, each cut short. */
export function errorReportOf(event: PageError): ErrorReport {
  const { message, stack } =
    'reason' in event ? describe(event.reason) : event.error instanceof Error ? describe(event.error) : { message: event.message || 'Unknown error' };
  const report: ErrorReport = { message: withoutQueries(message).slice(0, ERROR_MESSAGE_MAX_LENGTH) };
  const top = stack ? withoutQueries(stack.split('\n').slice(0, STACK_FRAMES).join('\n')).slice(0, ERROR_STACK_MAX_LENGTH) : '';
  if (top) report.stack = top;
  return report;
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The page view's uncaught errors: each distinct one (same message, same first frame) once, at
 * most ERRORS_PER_PAGE of them, so a loop that throws cannot flood the shop.
 */
export function errorLog() {
  const seen = new Set<string>();
  let pending: ErrorReport[] = [];

  return {
    add(event: PageError) {
      if (seen.size >= ERRORS_PER_PAGE) return;
      const report = errorReportOf(event);
      const key = `${report.message}\n${report.stack?.split('\n')[1] ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      pending.push(report);
    },
    /** What is not sent yet, as beacon bodies of at most REPORT_MAX_BYTES each. */
    take(path: string): string[] {
      const bodies: string[] = [];
      let batch: ErrorReport[] = [];
      const body = (errors: ErrorReport[]) => JSON.stringify({ path, errors });
      for (const report of pending) {
        if (batch.length > 0 && bytes(body([...batch, report])) > REPORT_MAX_BYTES) {
          bodies.push(body(batch));
          batch = [];
        }
        // Alone still too large (a message of many-byte characters): its stack goes.
        batch.push(bytes(body([report])) > REPORT_MAX_BYTES ? { message: report.message } : report);
      }
      if (batch.length > 0) bodies.push(body(batch));
      pending = [];
      return bodies;
    },
  };
}
