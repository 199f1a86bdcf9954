// What a paired board keeps about itself (ADR 0022, ADR 0023): its device token, the child it belongs to,
// and the family settings it needs to run offline (time zone, weather unit and place). Kept in
// localStorage, not in the board's database: the board must know whose database to open before opening one,
// and a revoked board forgets it together with the database.
import { z } from 'zod';
import { familySettingsSchema } from '@sync/schemas/family-settings';
import { temperatureUnitSchema } from '@sync/schemas/enums';
import { BOARD_CREDENTIAL_KEY as STORAGE_KEY } from './paired-board';
import { localStorageOrNone } from '../lib/local-storage';

const DEVICE_KEY = 'brightday.board-device';

/**
 * The family settings a board runs on, as the server last told it. A credential stored before the
 * family's country was sent reads as none (ADR 0061) until the board's next refresh.
 */
export const boardFamilySchema = familySettingsSchema.extend({
  temperatureUnit: temperatureUnitSchema,
  country: z.string().nullable().default(null),
});

/** The family settings a board runs on. */
export type BoardFamily = z.infer<typeof boardFamilySchema>;

/** A paired board's identity and credential. */
export const boardCredentialSchema = z.object({
  deviceId: z.string().min(1),
  /** The device token, sent as `Authorization: Bearer` (never shown). */
  token: z.string().min(1),
  familyId: z.string().min(1),
  childId: z.string().min(1),
  childName: z.string(),
  pairedAt: z.string(),
  family: boardFamilySchema,
});

/** A paired board's identity and credential. */
export type BoardCredential = z.infer<typeof boardCredentialSchema>;

/** The board's credential, or undefined on a tablet that is not (or no longer) paired. */
export function readBoardCredential(): BoardCredential | undefined {
  const text = localStorageOrNone()?.getItem(STORAGE_KEY);
  if (text == null) return undefined;
  try {
    const parsed = boardCredentialSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the credential the pairing delivered (or the family settings refreshed since). */
export function saveBoardCredential(credential: BoardCredential): void {
  localStorageOrNone()?.setItem(STORAGE_KEY, JSON.stringify(boardCredentialSchema.parse(credential)));
}

/** Forgets the credential (the board was revoked, or a grown-up left board mode). */
export function forgetBoardCredential(): void {
  localStorageOrNone()?.removeItem(STORAGE_KEY);
}

/**
 * This tablet's device id: made once, before pairing, and kept through re-pairings so the parent's list
 * shows one board per tablet. A UUID from the platform; the fallback serves test runners without crypto.
 */
export function tabletDeviceId(): string {
  const existing = localStorageOrNone()?.getItem(DEVICE_KEY);
  if (existing) return existing;
  const made =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `board-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  localStorageOrNone()?.setItem(DEVICE_KEY, made);
  return made;
}
