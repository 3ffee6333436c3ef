import 'server-only';
import {
  DEVICES,
  ELEMENT_MAX_LENGTH,
  ERROR_MESSAGE_MAX_LENGTH,
  ERROR_STACK_MAX_LENGTH,
  ERRORS_PER_PAGE,
  PATH_MAX_LENGTH,
  SCRIPT_KINDS,
  VITAL_NAMES,
  type Device,
  type ErrorReport,
  type VitalName,
  type VitalReport,
  withoutQueries,
} from '@/shared/rum/report';
import type { RouteTemplateOf } from './http-route.mjs';

/**
 * A browser's report read as the shop's own numbers, or null: every value is range-checked, every
 * name is one of a fixed set, and the page's path only chooses a route template. A report that
 * fails any check is refused whole (400), so nothing half-believed is counted.
 */

/** The range a real browser can measure; beyond it the report is made up. Milliseconds, CLS a score. */
export const VITAL_RANGES: Record<VitalName, readonly [number, number]> = {
  LCP: [0, 60_000],
  FCP: [0, 60_000],
  TTFB: [0, 60_000],
  INP: [0, 60_000],
  CLS: [0, 10],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(known: readonly T[], value: unknown): value is T => typeof value === 'string' && (known as readonly string[]).includes(value);
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A stack's lines are apart by line breaks; nothing else of a report has any. */
const CONTROL_BUT_LINES = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** Text of `min` to `max` characters without control characters. */
const isText = (value: unknown, max: number, min = 0, control = CONTROL): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max && !control.test(value);

function routeOf(path: unknown, templateOf: RouteTemplateOf): string | null {
  return isText(path, PATH_MAX_LENGTH, 1) ? templateOf(path) : null;
}

function vitalOf(value: unknown): VitalReport | null {
  if (!isRecord(value) || !oneOf(VITAL_NAMES, value.name) || typeof value.value !== 'number') return null;
  const [low, high] = VITAL_RANGES[value.name];
  if (!(value.value >= low && value.value <= high)) return null;
  if (value.element !== undefined && !isText(value.element, ELEMENT_MAX_LENGTH)) return null;
  if (value.script !== undefined && !oneOf(SCRIPT_KINDS, value.script)) return null;
  return { name: value.name, value: value.value, element: value.element as string | undefined, script: value.script };
}

export interface ReadVitals {
  route: string;
  device: Device;
  metrics: VitalReport[];
}

export function readVitals(data: unknown, templateOf: RouteTemplateOf): ReadVitals | null {
  if (!isRecord(data) || !oneOf(DEVICES, data.device) || !Array.isArray(data.metrics)) return null;
  const route = routeOf(data.path, templateOf);
  if (route === null || data.metrics.length === 0 || data.metrics.length > VITAL_NAMES.length) return null;
  const metrics = data.metrics.map(vitalOf);
  if (metrics.some((metric) => metric === null)) return null;
  const read = metrics as VitalReport[];
  // Each metric once a report: a report naming one twice is not a browser's.
  if (new Set(read.map(({ name }) => name)).size !== read.length) return null;
  return { route, device: data.device, metrics: read };
}

export interface ReadClientErrors {
  route: string;
  errors: ErrorReport[];
}

function errorOf(value: unknown): ErrorReport | null {
  if (!isRecord(value) || !isText(value.message, ERROR_MESSAGE_MAX_LENGTH, 1)) return null;
  if (value.stack !== undefined && !isText(value.stack, ERROR_STACK_MAX_LENGTH, 0, CONTROL_BUT_LINES)) return null;
  return { message: value.message, stack: value.stack };
}

export function readClientErrors(data: unknown, templateOf: RouteTemplateOf): ReadClientErrors | null {
  if (!isRecord(data) || !Array.isArray(data.errors) || data.errors.length === 0 || data.errors.length > ERRORS_PER_PAGE) return null;
  const route = routeOf(data.path, templateOf);
  if (route === null) return null;
  const errors = data.errors.map(errorOf);
  return errors.some((error) => error === null) ? null : { route, errors: errors as ErrorReport[] };
}

/**
 * What an error's text may carry of a customer, blanked before it is logged: e-mail addresses,
 * long numbers (a card, a phone, an order's id; not a stack's `:line:column`), long tokens, and
 * the query or fragment of any address.
 */
export function withoutPersonalData(text: string): string {
  return withoutQueries(text)
    .replace(/[^\s@"'<>(),;:/]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi, '[email]')
    .replace(/(?<![\w:.])\d[\d -]{7,}\d(?![\w])/g, '[number]')
    .replace(/[A-Za-z0-9_\-+=]{32,}/g, '[token]');
}
