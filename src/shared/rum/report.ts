/**
 * What a customer's browser reports about its page view (docs/operating.md "What browsers report"): the
 * shape both the browser's reporter (src/shared/rum/) and the two routes that take the reports
 * (src/app/api/vitals, src/app/api/client-errors) read, so the two ends cannot drift apart.
 */

/** The routes under /api (app/api/vitals, app/api/client-errors), as the browser's one way to /api names them. */
export const VITALS_PATH = '/vitals';
export const CLIENT_ERRORS_PATH = '/client-errors';

/** The largest report either route takes; the reporter packs its beacons to fit. */
export const REPORT_MAX_BYTES = 2048;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Above these a metric is "poor" (web.dev's thresholds; milliseconds, CLS a score). */
export const POOR_ABOVE: Record<VitalName, number> = { LCP: 4000, INP: 500, CLS: 0.25, FCP: 3000, TTFB: 1800 };

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The Long Animation Frames API's `invokerType`: what kind of script held up the slowest interaction. */
export const SCRIPT_KINDS = ['classic-script', 'module-script', 'event-listener', 'user-callback', 'resolve-promise', 'reject-promise'] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

/** A page's own path as the browser has it (no query), at most this long; longer ones are not reported. */
export const PATH_MAX_LENGTH = 300;
/** The CSS selector of the element a metric names, cut to its last steps and this length. */
export const ELEMENT_MAX_LENGTH = 100;
export const ERROR_MESSAGE_MAX_LENGTH = 200;
export const ERROR_STACK_MAX_LENGTH = 600;
/** Distinct errors one page view reports; the rest are dropped. */
export const ERRORS_PER_PAGE = 5;

export interface VitalReport {
  name: VitalName;
  /** Milliseconds, or for CLS the layout-shift score (web-vitals' own units). */
  value: number;
  element?: string;
  script?: ScriptKind;
}

export interface VitalsReport {
  path: string;
  device: Device;
  metrics: VitalReport[];
}

export interface ErrorReport {
  message: string;
  stack?: string;
}

export interface ClientErrorsReport {
  path: string;
  errors: ErrorReport[];
}

/**
 * Addresses in an error's text without their query or fragment (a build's `?dpl=`, a customer's
 * `?email=`); a stack frame's `:line:column` after them stays.
 */
export const withoutQueries = (text: string) => text.replace(/(https?:\/\/[^\s?#)]*)[?#][^\s)]*?(?=(?::\d+){1,2}(?:[\s)]|$)|[\s)]|$)/g, '$1');
