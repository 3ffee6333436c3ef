import 'server-only';
import { callDashboard, dashboardAddress, DashboardFailure, isSuccess, type DashboardAnswer, type DashboardInit } from './client';
import type { Deadline } from './deadline';
import { parseWithoutAuthKeys } from '../door/auth-key';

/**
 * The server's one reading of a dashboard answer (docs/architecture.md §1): the body decoded as
 * JSON once, without any `auth_key` (auth-key.ts: what a server read gets may reach the browser as
 * a page's props), and the statuses mapped once. A 2xx of the shape asked for is found; 401 is
 * signed out; 404 (and whatever else the read names) is missing; any other status is a
 * DashboardRefusal; a 2xx that is not JSON of that shape is an invalid answer (502).
 */
export type DashboardRead<T> = { kind: 'found'; data: T } | { kind: 'signed-out' } | { kind: 'missing' };

/** The payload a read takes from the answer's JSON, or undefined when the JSON is not of its shape. */
export type Shape<T> = (json: unknown) => T | undefined;

/** A read of one record by its id: the dashboard answers 422 for a malformed one, so that is missing too. */
export const RECORD_MISSING = [404, 422] as const;

/** A status the read does not expect (a 500, a 403, a redirect), with the call it answered. */
export class DashboardRefusal extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`Dashboard /api/${path.replace(/^\//, '')} answered ${status}`);
    this.name = 'DashboardRefusal';
  }
}

const isObject = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);

/** A whole answer object, typed as the contract writes it. */
export const objectOf = <T>(json: unknown): T | undefined => (isObject(json) ? (json as T) : undefined);

/** The payload of an answer that wraps it as `{ data }` (most of them). */
export const dataOf = <T>(json: unknown): T | undefined => (isObject(json) && 'data' in json ? (json.data as T) : undefined);

export interface ReadOf<T> {
  shape: Shape<T>;
  /** The statuses that mean "no such thing": 404 unless the read names others. */
  missing?: readonly number[];
}

/** What `answer` says to a read at `path` (as after `/api/`, for the refusal's message). */
export function readAnswer<T>(answer: DashboardAnswer, path: string, { shape, missing = [404] }: ReadOf<T>): DashboardRead<T> {
  if (answer.status === 401) return { kind: 'signed-out' };
  if (missing.includes(answer.status)) return { kind: 'missing' };
  if (!isSuccess(answer.status)) throw new DashboardRefusal(path, answer.status);
  const parsed = parseWithoutAuthKeys(new TextDecoder().decode(answer.body));
  const data = parsed ? shape(parsed.value) : undefined;
  if (data === undefined) throw new DashboardFailure('invalid');
  return { kind: 'found', data };
}

export interface DashboardReadCall<T> extends DashboardInit, ReadOf<T> {
  /** As after `/api/` (`jobs`, or `/products` as the contract writes it). */
  path: string;
  /** The query, with its `?`. */
  search?: string;
}

/** One read: the call through the dashboard client, and its answer read as above. */
export async function readDashboard<T>({ path, search, shape, missing, ...init }: DashboardReadCall<T>, deadline: Deadline): Promise<DashboardRead<T>> {
  const answer = await callDashboard(dashboardAddress(path, search), init, deadline);
  return readAnswer(answer, path, { shape, missing });
}
