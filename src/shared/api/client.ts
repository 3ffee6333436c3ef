import axios from 'axios';
import { normaliseError } from './errors';
import { LOGOUT_EVENT } from './events';

const HOME = '/';

type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/**
 * Chooses how the client goes home after a 401 (the app may pass its router; tests a spy).
 * Returns a function that puts the previous one back.
 */
export function setNavigate(next: Navigate): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}

/**
 * The one HTTP client of the browser. It only talks to the storefront's own /api door, which
 * holds the session and sign-in in httpOnly cookies, so no token is ever handled here.
 * The door answers within ~10 s (504 otherwise); the client's own limit only guards the network.
 */
export const api = axios.create({
  baseURL: '/api',
  withCredentials: true,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
});

api.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = normaliseError(error);
  if (apiError.status === 401 && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    if (window.location.pathname !== HOME) navigate(HOME);
  }
  return Promise.reject(apiError);
});

type FormScalar = string | number | boolean | Blob;
export type FormFields = Record<string, FormScalar | FormScalar[] | null | undefined>;

function append(form: FormData, name: string, value: FormScalar) {
  if (value instanceof Blob) form.append(name, value);
  else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
}

/**
 * A form body as the dashboard (a PHP back-end) reads it: lists as repeated `name[]`,
 * booleans as 1/0, null as an empty value, undefined left out.
 */
export function toForm(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const listName = name.endsWith('[]') ? name : `${name}[]`;
      for (const item of value) append(form, listName, item);
    } else {
      append(form, name, value ?? '');
    }
  }
  return form;
}
