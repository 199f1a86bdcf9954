// The board's side of pairing (ADR 0023, ADR 0036): a code to show, and a poll that delivers the device
// token once a parent has claimed the code.
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PAIRING_CODE_LENGTH } from '@sync/domain/limits';
import {
  PAIRING_CODE_LIFETIME_MS,
  type PairingCodeIssued,
  type PairingPollResponse,
} from '@sync/protocol/pairing';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { boardProfile } from './board-profile';
import { issueDeviceToken } from './device-tokens';
import { hashSecret } from './secret-hash';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tries before giving up on a free code; with a million codes and a handful open, one try almost always does. */
const CODE_ATTEMPTS = 8;

const EXPIRED = 'This pairing code has expired. The board will show a new one.';
const ALREADY_USED = 'This pairing code was already used. The board will show a new one.';
const UNKNOWN = 'This pairing code is no longer valid. The board will show a new one.';

/** Six digits from the platform's cryptographic generator, leading zeros kept. */
function randomCode(): string {
  return String(randomInt(0, 10 ** PAIRING_CODE_LENGTH)).padStart(PAIRING_CODE_LENGTH, '0');
}

/**
 * A new code for a tablet, unique among the codes nobody has claimed (the partial unique index decides,
 * so two boards asking at once cannot get one code), and the board's poll secret: 256 random bits, given
 * once and stored hashed.
 */
export async function createPairingCode(
  db: Kysely<Database>,
  deviceId: string,
  now = new Date(),
): Promise<PairingCodeIssued> {
  const pollSecret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_LIFETIME_MS);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = randomCode();
    const row = await db
      .insertInto('pairing_codes')
      .values({ code, device_id: deviceId, poll_secret_hash: hashSecret(pollSecret), expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('code').where('claimed_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row !== undefined) return { code, pollSecret, expiresAt: expiresAt.toISOString() };
  }
  throw new AppError('UNAVAILABLE', 'No pairing code is free right now. Please try again in a minute.');
}

/**
 * What a board polling with its secret learns: still waiting, or paired. The device token is issued by
 * the poll that first sees the claim, and only by it (`delivered_at` is set in the same transaction), so
 * the token is never stored anywhere but on the board. Re-pairing a tablet revokes its earlier tokens in
 * the family: a tablet is one board, and its old credential must not outlive the new one.
 */
export async function pollPairing(
  db: Kysely<Database>,
  pollSecret: string,
  now = new Date(),
): Promise<PairingPollResponse> {
  const row = await db
    .selectFrom('pairing_codes')
    .select(['id', 'claimed_at', 'delivered_at', 'expires_at'])
    .where('poll_secret_hash', '=', hashSecret(pollSecret))
    .executeTakeFirst();
  if (row === undefined) throw new AppError('NOT_FOUND', UNKNOWN);
  if (row.delivered_at !== null) throw new AppError('NOT_FOUND', ALREADY_USED);
  if (row.claimed_at === null) {
    if (row.expires_at.getTime() <= now.getTime()) throw new AppError('NOT_FOUND', EXPIRED);
    return { status: 'waiting', expiresAt: row.expires_at.toISOString() };
  }
  return { status: 'paired', board: await deliver(db, row.id, now) };
}

/** Marks the claimed code delivered and issues the board's token, in one transaction. */
async function deliver(db: Kysely<Database>, codeId: string, now: Date) {
  // PGlite has one connection: everything inside uses `trx`, never `db` (docs/pitfalls.md).
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('pairing_codes')
      .set({ delivered_at: now })
      .where('id', '=', codeId)
      .where('delivered_at', 'is', null)
      .returning(['family_id', 'child_id', 'device_id', 'label'])
      .executeTakeFirst();
    // A concurrent poll with the same secret delivered it first.
    if (claim === undefined) throw new AppError('NOT_FOUND', ALREADY_USED);
    const { family_id: familyId, child_id: childId, device_id: deviceId } = claim;
    if (familyId === null || childId === null) throw new AppError('NOT_FOUND', UNKNOWN);
    await trx
      .updateTable('device_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .execute();
    const token = await issueDeviceToken(trx, {
      familyId,
      childId,
      deviceId,
      ...(claim.label === null ? {} : { label: claim.label }),
    });
    // Collecting its token is the board's first sign of life.
    const issued = await trx
      .updateTable('device_tokens')
      .set({ last_seen_at: now })
      .where('family_id', '=', familyId)
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .returning('created_at')
      .executeTakeFirstOrThrow();
    const profile = await boardProfile(trx, { familyId, childId, deviceId, pairedAt: issued.created_at });
    return { ...profile, token };
  });
}

/** Deletes codes that expired more than a day ago, claimed or not (the hourly maintenance). */
export async function prunePairingCodes(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('pairing_codes')
    .where('expires_at', '<', new Date(now.getTime() - DAY_MS))
    .execute();
}
