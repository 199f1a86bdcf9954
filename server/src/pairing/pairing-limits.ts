import type pg from 'pg';
import { postgresLimiter } from '../auth/rate-limits';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The pairing flow's abuse limits (ADR 0036), counted in the database like the account limits (ADR 0006).
 * Wrong codes are limited per parent account and per address, so that guessing the code of a board that is
 * being set up somewhere costs an attacker a signed-in account and a machine for very few tries. New codes
 * are limited per address: each one is a row, and a board only needs one every ten minutes.
 */
export function createPairingLimits(pool: pg.Pool) {
  const limiter = postgresLimiter(pool);
  return {
    wrongCodesByAccount: limiter('pairing-wrong-account', 10, 15 * MINUTE),
    wrongCodesByAddress: limiter('pairing-wrong-address', 30, HOUR),
    codesByAddress: limiter('pairing-codes-address', 60, HOUR),
  };
}

/** The pairing flow's limiters. */
export type PairingLimits = ReturnType<typeof createPairingLimits>;
