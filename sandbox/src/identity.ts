import type { MiddlewareHandler } from 'hono';
import { API_KEY_HEADER, SESSION_HEADER } from '@/modules/accounts/contract';
import type { SandboxEnv } from './env';
import { fail } from './http';

/** Resolves who is calling from the x-api-key / x-session-token headers. */
export const identify: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const { accounts } = c.get('db');
  const apiKey = c.req.header(API_KEY_HEADER);
  const userId = apiKey ? accounts.apiKeys.get(apiKey) : undefined;
  const user = userId === undefined ? null : (accounts.users.find((u) => u.id === userId) ?? null);
  const token = c.req.header(SESSION_HEADER) ?? null;
  c.set('identity', { user, sessionToken: token && accounts.sessions.has(token) ? token : null });
  // A key that was sent but is unknown (logged out, expired) is a 401, as the dashboard does.
  if (apiKey && !user) return fail(c, 401, 'Your session has expired. Please sign in again.');
  await next();
};

/** Route guard: a signed-in customer is required. */
export const requireUser: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (!c.get('identity').user) return fail(c, 401, 'Please sign in to continue.');
  await next();
};
