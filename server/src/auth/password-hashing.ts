import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

interface Cost {
  logN: number;
  r: number;
  p: number;
}

/**
 * scrypt cost as OWASP recommends (ADR 0021): N=2^17, r=8, p=1 — about 128 MiB and a few hundred ms a hash.
 */
const STANDARD_COST: Cost = { logN: 17, r: 8, p: 1 };
/**
 * For test servers only (ADR 0071, refused in production): the same scheme at N=2^10, so that suites which
 * sign up hundreds of parents spend their time on what they test. Hashes made at this cost are redone at
 * the standard cost the first time their owner logs in to a standard server (`needsRehash`).
 */
const LIGHT_COST: Cost = { logN: 10, r: 8, p: 1 };

/** How hard passwords are hashed: `standard` everywhere but a test server, which may ask for `light`. */
export type PasswordHashing = 'standard' | 'light';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

// Each hash holds 128 MiB and a core; more than two at once would only queue inside libuv while
// eating memory, so a flood of logins waits here instead of starving every other request.
const limit = pLimit(2);

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** cost.logN,
    r: cost.r,
    p: cost.p,
    // Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
    maxmem: 256 * 2 ** cost.logN * cost.r,
  };
  return limit(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error === null ? resolve(key) : reject(error),
        );
      }),
  );
}

/** Hashing and checking of passwords at one cost. */
export interface PasswordHasher {
  /** Hashes a password into a self-describing string: `scrypt$logN$r$p$salt$hash` (base64url). */
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; compares in constant time. A malformed hash never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when a stored hash was made with weaker parameters than this hasher's and should be redone. */
  needsRehash(stored: string): boolean;
  /**
   * A hash that matches nothing, checked when an e-mail has no account, so that a login for an unknown
   * address takes as long as one for a known address and the timing tells an attacker nothing.
   */
  decoy(): Promise<string>;
}

async function hashAt(cost: Cost, password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

async function verify(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![cost.logN, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hasher at the `standard` cost, or the `light` one a test server asks for. */
export function passwordHasher(hashing: PasswordHashing): PasswordHasher {
  const cost = hashing === 'light' ? LIGHT_COST : STANDARD_COST;
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashAt(cost, password),
    verify,
    needsRehash(stored) {
      const [scheme, logN, r, p] = stored.split('$');
      return scheme !== 'scrypt' || Number(logN) < cost.logN || Number(r) < cost.r || Number(p) < cost.p;
    },
    decoy: () => (decoy ??= hashAt(cost, 'decoy password that matches nothing')),
  };
}

/** The standard hasher, for what runs outside a server (the demo family, benchmark seeds). */
export const standardPasswords = passwordHasher('standard');
