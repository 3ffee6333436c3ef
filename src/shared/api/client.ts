import { callApi, readAnswered, type Query } from './call';
import { uploadWithProgress } from './upload';

export { toForm, type FormFields } from './form';
export { setNavigate } from './call';

/** The door answers within ~10 s (504 otherwise); the client's own limit only guards the network. */
const TIMEOUT_MS = 30_000;

export interface JsonCallOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** An upload's progress, 0–100, for a form that shows it. */
  onUploadProgress?: (percent: number) => void;
}

/**
 * The door's JSON calls as the modules make them (call.ts is how each goes): the answer's body as
 * `data` with its `status`, every failure an ApiError, within the client's limit.
 */
export const api = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's shape is the caller's to name, as each does
  get<T = any>(path: string, { query, headers, signal }: JsonCallOptions = {}) {
    return readAnswered<T>(callApi(path, { method: 'GET', query, headers, signal, timeoutMs: TIMEOUT_MS }));
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as get
  post<T = any>(path: string, body?: FormData, { query, headers, signal, onUploadProgress }: JsonCallOptions = {}) {
    if (onUploadProgress && body) return readAnswered<T>(uploadWithProgress(path, body, onUploadProgress, { headers, timeoutMs: TIMEOUT_MS }));
    return readAnswered<T>(callApi(path, { method: 'POST', body, query, headers, signal, timeoutMs: TIMEOUT_MS }));
  },
};
