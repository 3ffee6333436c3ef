import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { jsonAnswer } from './answers';
import { readBodyField } from './body-field';
import { clientAddressOf } from './client-address';
import type { DoorGuard, GuardedCall, GuardVerdict } from './guard';
import { createLimiter } from './limiter-store';
import { LOGIN_PATH } from './paths';

/** Calls counted per client whether they succeed or not: each one mails or spends a token. */
export const ACCOUNT_CALL_PATHS = new Set(['user/create', 'user/forgot-password', 'user/new-password']);

export interface AbuseLimitConfig {
  failedSignInsPerEmail: number;
  failedSignInsPerEmailSeconds: number;
  failedSignInsPerClient: number;
  failedSignInsPerClientSeconds: number;
  accountCallsPerClient: number;
  accountCallsPerClientSeconds: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The limits, each count overridable by env (tests lower them). */
export function abuseLimitConfig(env: Record<string, string | undefined> = process.env): AbuseLimitConfig {
  return {
    failedSignInsPerEmail: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL, 10),
    failedSignInsPerEmailSeconds: 15 * 60,
    failedSignInsPerClient: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_CLIENT, 100),
    failedSignInsPerClientSeconds: 60 * 60,
    accountCallsPerClient: positive(env.DOOR_LIMIT_ACCOUNT_CALLS_PER_CLIENT, 20),
    accountCallsPerClientSeconds: 15 * 60,
  };
}

export function tooManyAttemptsMessage(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function tooManyAttempts(msBeforeNext: number): Response {
  const response = jsonAnswer(429, { message: tooManyAttemptsMessage(msBeforeNext) });
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return response;
}

const isRes = (value: unknown): value is RateLimiterRes => typeof value === 'object' && value !== null && 'msBeforeNext' in value;

/** msBeforeNext when the key has used all its points, else null. */
async function exhausted(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= limiter.points ? res.msBeforeNext : null;
}

/**
 * The door's abuse limits, as a guard on its calls. Only failed sign-ins count (per e-mail and
 * client, so an e-mail tried from elsewhere still signs in from its owner's client; and per
 * client across e-mails); a success clears that e-mail's count for the client. Sign-up, forgot
 * and reset count every call per client.
 */
export function createAbuseLimits(config: AbuseLimitConfig = abuseLimitConfig()): DoorGuard {
  const perEmail = createLimiter({ keyPrefix: 'signin-email', points: config.failedSignInsPerEmail, durationSeconds: config.failedSignInsPerEmailSeconds });
  const perClient = createLimiter({ keyPrefix: 'signin-client', points: config.failedSignInsPerClient, durationSeconds: config.failedSignInsPerClientSeconds });
  const accountCalls = createLimiter({ keyPrefix: 'account-calls', points: config.accountCallsPerClient, durationSeconds: config.accountCallsPerClientSeconds });

  async function signIn({ request, body }: GuardedCall, client: string): Promise<GuardVerdict> {
    const email = await readBodyField(body, request.headers.get('content-type') ?? '', 'email');
    const emailKey = `${typeof email === 'string' ? email.trim().toLowerCase() : ''}|${client}`;
    const wait = (await exhausted(perClient, client)) ?? (await exhausted(perEmail, emailKey));
    if (wait !== null) return { refusal: tooManyAttempts(wait) };
    return {
      settle: async (status) => {
        if (status >= 200 && status < 300) await perEmail.delete(emailKey);
        else if (status >= 400 && status < 500) await Promise.all([perEmail.penalty(emailKey), perClient.penalty(client)]);
      },
    };
  }

  async function accountCall(client: string): Promise<GuardVerdict> {
    try {
      await accountCalls.consume(client);
      return {};
    } catch (rejection) {
      if (isRes(rejection)) return { refusal: tooManyAttempts(rejection.msBeforeNext) };
      throw rejection;
    }
  }

  return async function abuseLimits(call) {
    if (call.method !== 'POST') return {};
    if (call.path === LOGIN_PATH) return signIn(call, clientAddressOf(call.request));
    if (ACCOUNT_CALL_PATHS.has(call.path)) return accountCall(clientAddressOf(call.request));
    return {};
  };
}

let shared: DoorGuard | null = null;

/** The process's limits, made on first use so env set before the first call applies. */
export function doorAbuseLimits() {
  shared ??= createAbuseLimits();
  return shared;
}
