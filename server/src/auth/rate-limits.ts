import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/error-codes';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A limiter of `points` per `duration` seconds under `keyPrefix`, counted in the `rate_limits` table so that
 * it holds across restarts and server processes; blocked for the rest of the window once used up. Expired
 * rows are pruned by the app's hourly maintenance, not by the library's own timer.
 */
export function postgresLimiter(pool: pg.Pool) {
  return (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true, // created by migration 0003
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
      blockDuration: duration,
    });
}

/**
 * The abuse limits of the account endpoints. Failed logins are limited per account (a guessing attack on
 * one parent) and per address (one machine trying many accounts); successful logins clear the account's
 * count.
 */
export function createAuthLimits(pool: pg.Pool) {
  const limiter = postgresLimiter(pool);
  return {
    loginFailuresByAccount: limiter('login-account', 10, 15 * MINUTE),
    loginFailuresByAddress: limiter('login-address', 50, HOUR),
    resetRequestsByAddress: limiter('reset-address', 10, HOUR),
    resetRequestsByAccount: limiter('reset-account', 3, HOUR),
    resetAttemptsByAddress: limiter('reset-token-address', 30, HOUR),
    registrationsByAddress: limiter('register-address', 10, HOUR),
  };
}

/** The account endpoints' limiters. */
export type AuthLimits = ReturnType<typeof createAuthLimits>;

function retryMessage(what: string, msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws 429 with a message saying when to retry if `key` has used up `limiter`; otherwise does nothing. */
export async function assertNotLimited(
  limiter: RateLimiterPostgres,
  key: string,
  what: string,
): Promise<void> {
  const state = await limiter.get(key);
  if (state !== null && state.remainingPoints <= 0) {
    throw new AppError('TOO_MANY_REQUESTS', retryMessage(what, state.msBeforeNext));
  }
}

/** Counts one use of `limiter` for `key`; throws 429 (with when to retry) once the limit is passed. */
export async function consume(limiter: RateLimiterPostgres, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes)
      throw new AppError('TOO_MANY_REQUESTS', retryMessage(what, error.msBeforeNext));
    throw error;
  }
}

/** Counts one use without refusing (the refusal comes from assertNotLimited on the next attempt). */
export async function penalize(limiter: RateLimiterPostgres, key: string): Promise<void> {
  await limiter.penalty(key, 1);
}
