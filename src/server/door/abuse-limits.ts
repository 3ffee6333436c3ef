import 'server-only';
import { doorText } from './language';
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { jsonAnswer } from './answers';
import { canonicalEmail, type DoorFields } from './body-fields';
import { callLimitConfig, positive, type CallLimitConfig } from './call-limits';
import type { CallLimit, DoorCallRule } from './calls';
import type { DoorCookies } from './cookies';
import { trustedDevice } from './device-cookie';
import { createLimiter } from './limiter-store';

export interface AbuseLimitConfig {
  failedSignInsPerEmail: number;
  failedSignInsPerEmailSeconds: number;
  failedSignInsPerEmailAllClients: number;
  failedSignInsPerEmailAllClientsSeconds: number;
  failedSignInsPerClient: number;
  failedSignInsPerClientSeconds: number;
  failedSignInsPerDevice: number;
  failedSignInsPerDeviceSeconds: number;
  accountCallsPerClient: number;
  accountCallsPerClientSeconds: number;
  calls: Record<CallLimit, CallLimitConfig>;
}

/** The limits, each overridable by env (tests lower them). */
export function abuseLimitConfig(env: Record<string, string | undefined> = process.env): AbuseLimitConfig {
  return {
    failedSignInsPerEmail: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL, 10),
    failedSignInsPerEmailSeconds: 15 * 60,
    failedSignInsPerEmailAllClients: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL_ALL_CLIENTS, 30),
    failedSignInsPerEmailAllClientsSeconds: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL_ALL_CLIENTS_SECONDS, 10 * 60),
    failedSignInsPerClient: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_CLIENT, 100),
    failedSignInsPerClientSeconds: 60 * 60,
    failedSignInsPerDevice: positive(env.DOOR_LIMIT_FAILED_SIGNINS_PER_DEVICE, 10),
    failedSignInsPerDeviceSeconds: 15 * 60,
    accountCallsPerClient: positive(env.DOOR_LIMIT_ACCOUNT_CALLS_PER_CLIENT, 20),
    accountCallsPerClientSeconds: 15 * 60,
    calls: callLimitConfig(env),
  };
}

export function tooManyAttemptsMessage(msBeforeNext: number): string {
  return doorText('tooMany', { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) });
}

function tooManyAttempts(msBeforeNext: number): Response {
  const response = jsonAnswer(429, { message: tooManyAttemptsMessage(msBeforeNext) });
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return response;
}

const isRes = (value: unknown): value is RateLimiterRes => typeof value === 'object' && value !== null && 'msBeforeNext' in value;

/** A call as the limits see it: its rule, who sent it (ip-address.mjs clientNetwork), the fields the door read, its cookies. */
export interface LimitedCall {
  rule: DoorCallRule;
  client: string;
  fields: DoorFields;
  cookies: DoorCookies;
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

/** A reservation of `counters` kept whatever the dashboard says, unless it gave no answer (5xx). */
async function spend(counters: Counter[]): Promise<Reservation> {
  return (await reserve(counters)) ?? { settle: async (status) => void (status >= 500 && (await giveBack(counters))) };
}

/** The signed-in account a call comes from, as a key: the sign-in key itself never reaches the store. */
const accountKey = (apiKey: string) => `key:${createHash('sha256').update(apiKey).digest('base64url').slice(0, 22)}`;

/**
 * The door's abuse limits. A sign-in reserves its attempt before the dashboard sees it, so a
 * burst cannot outrun the count. From a browser without a device cookie for that e-mail
 * (device-cookie.ts): per client across e-mails, per e-mail from that client (an attacker
 * elsewhere cannot lock the owner out), and per e-mail across all clients (slows a guesser spread
 * over many addresses, for minutes). From a browser with one, only that cookie's own failures
 * count (OWASP's device cookies): the guesser filling the counts that span clients cannot keep
 * the owner out, and a stolen cookie guesses no faster than the owner may fail. A success gives
 * the points back and clears that e-mail's (or device's) count; an answer that is no verdict on
 * the password (5xx, no answer) gives them back too. Sign-up, forgot and reset spend a point per
 * call per client; the calls of calls.ts `limit` spend one per client and per account or e-mail
 * (call-limits.ts), where a trusted browser skips the per-e-mail count as it does for sign-in.
 */
export function createAbuseLimits(config: AbuseLimitConfig = abuseLimitConfig()): DoorLimits {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) => createLimiter({ keyPrefix, points, durationSeconds });
  const perClient = limiter('signin-client', config.failedSignInsPerClient, config.failedSignInsPerClientSeconds);
  const perEmail = limiter('signin-email', config.failedSignInsPerEmail, config.failedSignInsPerEmailSeconds);
  const perEmailAllClients = limiter('signin-email-all', config.failedSignInsPerEmailAllClients, config.failedSignInsPerEmailAllClientsSeconds);
  const perDevice = limiter('signin-device', config.failedSignInsPerDevice, config.failedSignInsPerDeviceSeconds);
  const accountCalls = limiter('account-calls', config.accountCallsPerClient, config.accountCallsPerClientSeconds);
  const callLimiters = Object.fromEntries(
    Object.entries(config.calls).map(([name, { perClient: clientPoints, perAccountOrEmail, seconds }]) => [
      name,
      { client: limiter(`${name}-client`, clientPoints, seconds), account: limiter(`${name}-account`, perAccountOrEmail, seconds) },
    ]),
  ) as Record<CallLimit, { client: RateLimiterAbstract; account: RateLimiterAbstract }>;

  async function signIn({ fields, client, cookies }: LimitedCall): Promise<Reservation> {
    const email = canonicalEmail(fields.email);
    const device = trustedDevice(cookies.device, email);
    const emailKey = `${email}|${client}`;
    const counters: Counter[] = device ? [[perDevice, device]] : [[perClient, client], [perEmail, emailKey], [perEmailAllClients, email]];
    const refused = await reserve(counters);
    if (refused) return refused;
    return {
      settle: async (status) => {
        if (status >= 400 && status < 500) return;
        await giveBack(counters);
        if (status >= 200 && status < 300) await (device ? perDevice.delete(device) : perEmail.delete(emailKey));
      },
    };
  }

  function callCounters(name: CallLimit, { fields, client, cookies }: LimitedCall): Counter[] {
    const limiters = callLimiters[name];
    const counters: Counter[] = [[limiters.client, client]];
    if (config.calls[name].by === 'account') {
      if (cookies.apiKey) counters.push([limiters.account, accountKey(cookies.apiKey)]);
      return counters;
    }
    const email = canonicalEmail(fields.email);
    if (!trustedDevice(cookies.device, email)) counters.push([limiters.account, `email:${email}`]);
    return counters;
  }

  return async function abuseLimits(call) {
    if (call.rule.role === 'signIn') return signIn(call);
    const counters: Counter[] = call.rule.role === 'accountCall' ? [[accountCalls, call.client]] : [];
    if (call.rule.limit) counters.push(...callCounters(call.rule.limit, call));
    return spend(counters);
  };
}

let shared: DoorLimits | null = null;

/** The process's limits, made on first use so env set before the first call applies. */
export function doorAbuseLimits() {
  shared ??= createAbuseLimits();
  return shared;
}
