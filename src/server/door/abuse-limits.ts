import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { jsonAnswer } from './answers';
import { readBodyField } from './body-field';
import type { DoorCallRule } from './calls';
import { createLimiter } from './limiter-store';

export interface AbuseLimitConfig {
  failedSignInsPerEmail: number;
  failedSignInsPerEmailSeconds: number;
  failedSignInsPerEmailAllClients: number;
  failedSignInsPerEmailAllClientsSeconds: number;
  failedSignInsPerClient: number;
  failedSignInsPerClientSeconds: number;
  accountCallsPerClient: number;
  accountCallsPerClientSeconds: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The limits, each overridable by env (tests lower them). */
export function abuseLimitConfig(env: Record<string, string | undefined> = process.env): AbuseLimitConfig {
  return {
    failedSignInsPerEmail: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL, 10),
    failedSignInsPerEmailSeconds: 15 * 60,
    failedSignInsPerEmailAllClients: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL_ALL_CLIENTS, 30),
    failedSignInsPerEmailAllClientsSeconds: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL_ALL_CLIENTS_SECONDS, 10 * 60),
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

/** A call as the limits see it: its rule, who sent it, its body (read once, within the door's limit). */
export interface LimitedCall {
  rule: DoorCallRule;
  client: string;
  body: BufferSource | undefined;
  contentType: string;
}

/** Either a refusal that answers the call, or a reservation settled with the dashboard's status. */
export type Reservation = { refusal: Response } | { settle: (status: number) => Promise<void> };

export type DoorLimits = (call: LimitedCall) => Promise<Reservation>;

type Counter = [limiter: RateLimiterAbstract, key: string];

/** Takes one point from each counter in turn, before the call; if one is used up, gives back what was taken. */
async function reserve(counters: Counter[]): Promise<{ refusal: Response } | null> {
  const taken: Counter[] = [];
  for (const [limiter, key] of counters) {
    try {
      await limiter.consume(key);
      taken.push([limiter, key]);
    } catch (rejection) {
      if (!isRes(rejection)) throw rejection;
      // The refused point was counted too; a refused call spends nothing.
      await Promise.all([[limiter, key] as Counter, ...taken].map(([l, k]) => l.reward(k)));
      return { refusal: tooManyAttempts(rejection.msBeforeNext) };
    }
  }
  return null;
}

const giveBack = (counters: Counter[]) => Promise.all(counters.map(([limiter, key]) => limiter.reward(key)));

/**
 * The door's abuse limits. A sign-in reserves its attempt before the dashboard sees it, so a
 * burst cannot outrun the count: per client across e-mails, per e-mail from that client (an
 * attacker elsewhere cannot lock the owner out), and per e-mail across all clients (slows a
 * guesser spread over many addresses, for minutes). A success gives the points back and clears
 * that e-mail's count for the client; an answer that is no verdict on the password (5xx, no
 * answer) gives them back too. Sign-up, forgot and reset spend a point per call per client.
 */
export function createAbuseLimits(config: AbuseLimitConfig = abuseLimitConfig()): DoorLimits {
  const perClient = createLimiter({ keyPrefix: 'signin-client', points: config.failedSignInsPerClient, durationSeconds: config.failedSignInsPerClientSeconds });
  const perEmail = createLimiter({ keyPrefix: 'signin-email', points: config.failedSignInsPerEmail, durationSeconds: config.failedSignInsPerEmailSeconds });
  const perEmailAllClients = createLimiter({
    keyPrefix: 'signin-email-all',
    points: config.failedSignInsPerEmailAllClients,
    durationSeconds: config.failedSignInsPerEmailAllClientsSeconds,
  });
  const accountCalls = createLimiter({ keyPrefix: 'account-calls', points: config.accountCallsPerClient, durationSeconds: config.accountCallsPerClientSeconds });
  const spent = async () => {};

  async function signIn({ body, contentType, client }: LimitedCall): Promise<Reservation> {
    const field = await readBodyField(body, contentType, 'email');
    const email = typeof field === 'string' ? field.trim().toLowerCase() : '';
    const emailKey = `${email}|${client}`;
    const counters: Counter[] = [[perClient, client], [perEmail, emailKey], [perEmailAllClients, email]];
    const refused = await reserve(counters);
    if (refused) return refused;
    return {
      settle: async (status) => {
        if (status >= 400 && status < 500) return;
        await giveBack(counters);
        if (status >= 200 && status < 300) await perEmail.delete(emailKey);
      },
    };
  }

  return async function abuseLimits(call) {
    if (call.rule.role === 'signIn') return signIn(call);
    if (call.rule.role === 'accountCall') return (await reserve([[accountCalls, call.client]])) ?? { settle: spent };
    return { settle: spent };
  };
}

let shared: DoorLimits | null = null;

/** The process's limits, made on first use so env set before the first call applies. */
export function doorAbuseLimits() {
  shared ??= createAbuseLimits();
  return shared;
}
