import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/error-codes';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A limit's key as stored: a fixed-size hash of what it is keyed on (an e-mail, an address, a pair of them).
 * Security: a key is often raw input; hashed, no length or character of it can make the counter fail (the
 * stored key is a varchar(255)), and a limit that errors would stop counting — fail open.
 */
export function hashedLimitKey(key: string | number): string {
  return createHash('sha256').update(String(key)).digest('base64url');
}

/** The key a limiter with `keyPrefix` stores for `key` (what the rate_limits table holds). */
export function storedLimitKey(keyPrefix: string, key: string): string {
  return `${keyPrefix}:${hashedLimitKey(key)}`;
}

/** A Postgres limiter whose every key is hashed first (`hashedLimitKey`), whatever method is called. */
class HashedKeyLimiter extends RateLimiterPostgres {
  override getKey(key: string | number): string {
    return super.getKey(hashedLimitKey(key));
  }
}

/**
 * A limiter of `points` per `duration` seconds under `keyPrefix`, counted in the `rate_limits` table so that
 * it holds across restarts and server processes; blocked for the rest of the window once used up. Expired
 * rows are pruned by the app's hourly maintenance, not by the library's own timer.
 */
export function postgresLimiter(pool: pg.Pool) {
  return (keyPrefix: string, points: number, duration: number) =>
    new HashedKeyLimiter({
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
 * The abuse limits of the account endpoints. Failed logins are limited per account and address (one machine
 * guessing one parent's password), per account more slowly (guessing spread over many machines: at most 100
 * an hour, ASVS 2.2.1) and per address (one machine trying many accounts). A known device (known-device.ts)
 * is limited on its own instead, so strangers using up the others never lock the parent out. A successful
 * login clears the account's counts.
 */
export function createAuthLimits(pool: pg.Pool) {
  const limiter = postgresLimiter(pool);
  return {
    loginFailuresByAccountAndAddress: limiter('login-account-address', 10, 15 * MINUTE),
    loginFailuresByAccount: limiter('login-account', 100, HOUR),
    loginFailuresByKnownDevice: limiter('login-device', 10, 15 * MINUTE),
    loginFailuresByAddress: limiter('login-address', 50, HOUR),
    passwordConfirmationsByAccount: limiter('confirm-account', 10, 15 * MINUTE),
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

/** Counts one use without refusing (the refusal comes from the next attempt). */
export async function penalize(limiter: RateLimiterPostgres, key: string): Promise<void> {
  await limiter.penalty(key, 1);
}

/** A limiter and the key an attempt is counted under. */
export type LimitedKey = readonly [RateLimiterPostgres, string];

/**
 * Security: takes one attempt from each limiter before the slow check it guards (a password hash, a
 * pairing code), each in one atomic statement, so a burst of concurrent attempts can never all pass a limit
 * that would have been counted only after their checks (ASVS 2.2.1). Throws 429 with when to retry once a
 * limit is used up, giving back what it took from the others (no check ran). Answers a function that gives
 * the attempts back, for an attempt that turned out not to be a failure.
 */
export async function takeAttempts(keys: readonly LimitedKey[], what: string): Promise<() => Promise<void>> {
  const taken: LimitedKey[] = [];
  const giveBack = async () => {
    for (const [limiter, key] of taken.splice(0)) await limiter.reward(key, 1);
  };
  try {
    for (const [limiter, key] of keys) {
      await consume(limiter, key, what);
      taken.push([limiter, key]);
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
  return giveBack;
}
