import 'server-only';
import type { CallLimit } from './calls';

/**
 * The limits of calls that cost the shop something when repeated (calls.ts `limit`): each counts
 * every call per client and per account (the signed-in key) or per e-mail (the field the call
 * mails), in a window. Sized so that no real customer meets them; env overrides each number.
 */
export interface CallLimitConfig {
  /** What the second count is kept by: the signed-in account, or the call's `email` field. */
  by: 'account' | 'email';
  perClient: number;
  perAccountOrEmail: number;
  seconds: number;
}

interface CallLimitDefault extends CallLimitConfig {
  /** DOOR_LIMIT_<env>_PER_CLIENT and DOOR_LIMIT_<env>_PER_ACCOUNT (or _PER_EMAIL). */
  env: string;
}

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

// prettier-ignore
const DEFAULTS: Record<CallLimit, CallLimitDefault> = {
  couponChecks:    { env: 'COUPON_CHECKS',    by: 'account', perClient: 60, perAccountOrEmail: 20, seconds: MINUTES_15 },
  shippingRates:   { env: 'SHIPPING_RATES',   by: 'account', perClient: 60, perAccountOrEmail: 30, seconds: MINUTES_15 },
  subscribe:       { env: 'SUBSCRIBE',        by: 'email',   perClient: 10, perAccountOrEmail: 3,  seconds: HOUR },
  serviceRequests: { env: 'SERVICE_REQUESTS', by: 'email',   perClient: 20, perAccountOrEmail: 5,  seconds: HOUR },
  passwordChanges: { env: 'PASSWORD_CHANGES', by: 'account', perClient: 20, perAccountOrEmail: 10, seconds: HOUR },
  avatarUploads:   { env: 'AVATAR_UPLOADS',   by: 'account', perClient: 40, perAccountOrEmail: 20, seconds: HOUR },
  orders:          { env: 'ORDERS',           by: 'account', perClient: 60, perAccountOrEmail: 30, seconds: HOUR },
  reviews:         { env: 'REVIEWS',          by: 'account', perClient: 40, perAccountOrEmail: 20, seconds: HOUR },
  forgotPassword:  { env: 'FORGOT_PASSWORD',  by: 'email',   perClient: 20, perAccountOrEmail: 5,  seconds: HOUR },
  jobWrites:       { env: 'JOB_WRITES',       by: 'account', perClient: 600, perAccountOrEmail: 300, seconds: HOUR },
  crewLinks:       { env: 'CREW_LINKS',       by: 'account', perClient: 40, perAccountOrEmail: 20, seconds: HOUR },
  // Not a door call: the job pack's routes (modules/jobs/server/pack-guard.ts), each pack up to 60 sheets.
  jobPacks:        { env: 'JOB_PACKS',        by: 'account', perClient: 60, perAccountOrEmail: 20, seconds: HOUR },
};

export const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function callLimitConfig(env: Record<string, string | undefined>): Record<CallLimit, CallLimitConfig> {
  const entries = Object.entries(DEFAULTS).map(([name, { env: stem, by, perClient, perAccountOrEmail, seconds }]) => {
    const second = by === 'account' ? 'ACCOUNT' : 'EMAIL';
    return [
      name,
      {
        by,
        perClient: positive(env[`DOOR_LIMIT_${stem}_PER_CLIENT`], perClient),
        perAccountOrEmail: positive(env[`DOOR_LIMIT_${stem}_PER_${second}`], perAccountOrEmail),
        seconds,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<CallLimit, CallLimitConfig>;
}

/** What a call's second count is kept by (CallLimitConfig.by). */
export const callLimitBy = (name: CallLimit) => DEFAULTS[name].by;
