// @ts-check
import pino from 'pino';
import { requestContext } from './request-context.mjs';
import { activeTraceIds } from './tracing-hooks.mjs';

/**
 * The server's one logger (docs/operating.md "Logs"): JSON lines on stdout in production, one object a
 * line with `time` (ISO), `level` (its name) and `msg`; a readable format in development
 * (pino-pretty). LOG_LEVEL picks the level (default info). Each line made while a request is
 * handled carries its `req_id`, and `trace_id` / `span_id` while tracing is on.
 *
 * Nothing secret reaches a line: values under a secret's name (passwords, tokens, cookies, keys,
 * card fields) are replaced, and every e-mail address in a value is masked to its first letter
 * and its domain (`j***@example.com`), in the message too.
 */

const LOGGER = Symbol.for('ledfloor.logger');
/** @type {{ [LOGGER]?: pino.Logger }} */
const holder = /** @type {any} */ (globalThis);

export const REDACTED = '[redacted]';

// Names of fields whose value is a secret, however a caller spells them (`newPassword`,
// `new_password`, `x-api-key`, `Set-Cookie`, `card_number`, …), compared lower-cased without `-_`.
const SECRET_NAME = /password|passwd|^pass$|token|secret|cookie|authorization|authkey|apikey|cardnumber|cardcode|^cvv$|^cvc$|expirationdate/;
const isSecretName = (/** @type {string} */ name) => SECRET_NAME.test(name.toLowerCase().replace(/[-_\s]/g, ''));

// Local part, @, domain with a dot: what RFC 5322 allows in practice, ASCII and beyond.
const EMAIL = /([^\s@<>()[\]\\,;:"'=&?/]+)@([^\s@<>()[\]\\,;:"'=&?/]+\.[^\s@<>()[\]\\,;:"'=&?/]+)/g;

/**
 * `text` with each e-mail address masked: its first character, `***` and its domain.
 * @param {string} text
 */
export const maskEmails = (text) => (text.includes('@') ? text.replace(EMAIL, (_, local, domain) => `${local[0]}***@${domain}`) : text);

/**
 * A copy of `value` fit for a log line: secrets' values replaced, e-mails masked, at any depth.
 * Errors become `{ type, message, stack }` (scrubbed the same way).
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {unknown}
 */
export function scrub(value, depth = 0) {
  if (typeof value === 'string') return maskEmails(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (value instanceof Error) return scrub({ type: value.name, message: value.message, stack: value.stack, ...ownFields(value) }, depth + 1);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, field] of Object.entries(value)) copy[key] = isSecretName(key) ? REDACTED : scrub(field, depth + 1);
  return copy;
}

/** @param {Error} error */
const ownFields = (error) => Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause' || error.cause instanceof Error));

/**
 * The request's id and the active span's, for every line made while a request is handled.
 * @returns {Record<string, string>}
 */
function contextFields() {
  const context = requestContext();
  const trace = activeTraceIds() ?? context?.trace;
  /** @type {Record<string, string>} */
  const fields = {};
  if (context) fields.req_id = context.id;
  if (trace) {
    fields.trace_id = trace.traceId;
    fields.span_id = trace.spanId;
  }
  return fields;
}

/**
 * @typedef {object} LoggerOptions
 * @property {string} [level] default LOG_LEVEL, else info
 * @property {boolean} [pretty] default: in development (`next dev`), not in production or tests
 * @property {pino.DestinationStream} [destination] default stdout
 */

/** @param {string | undefined} environment */
const readable = (environment) => environment !== 'production' && environment !== 'test';

/**
 * A logger as described above; the process's own is `logger()`.
 * @param {LoggerOptions} [options]
 * @returns {pino.Logger}
 */
export function createLogger({ level = process.env.LOG_LEVEL || 'info', pretty = readable(process.env.NODE_ENV), destination } = {}) {
  /** @type {pino.LoggerOptions} */
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    errorKey: 'err',
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => /** @type {Record<string, unknown>} */ (scrub(object)),
    },
    serializers: { err: (error) => scrub(error) },
    mixin: contextFields,
    hooks: {
      // The message is not part of the object `formatters.log` sees.
      logMethod(args, method) {
        method.apply(this, /** @type {Parameters<typeof method>} */ (args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg))));
      },
    },
  };
  if (destination) return pino(options, destination);
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  return pino(options);
}

/** This process's logger: one for server.mjs and every bundle Next loads (held on globalThis). */
export function logger() {
  holder[LOGGER] ??= createLogger();
  return holder[LOGGER];
}
