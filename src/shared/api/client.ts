import axios from 'axios';
import { ApiError, errorFromAnswer, NETWORK_ERROR_MESSAGE, normaliseError } from './errors';
import { LOGOUT_EVENT } from './events';

export { toForm, type FormFields } from './form';

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

/** A 401 means the sign-in is gone: the store forgets the customer and the page goes home. */
function failed(apiError: ApiError): never {
  if (apiError.status === 401 && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    if (window.location.pathname !== HOME) navigate(HOME);
  }
  throw apiError;
}

api.interceptors.response.use(undefined, (error: unknown) => failed(normaliseError(error)));

/**
 * The answer of a call sent with fetch instead of axios (keepalive.ts), read as axios calls
 * are: the JSON body, or an ApiError with the same messages and the same 401 handling.
 */
export async function readAnswer<T>(sent: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch {
    return failed(new ApiError(0, NETWORK_ERROR_MESSAGE));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) return failed(errorFromAnswer(response.status, data, response.headers.get('retry-after')));
  return data as T;
}
