// The pairing and board API (ADR 0023, ADR 0036): a tablet asks for a code and polls with its own secret, a
// signed-in parent claims the code for a child, the board then receives its device token once. The same
// schemas validate the server's requests and answers and the client's reading of them.
import { z } from 'zod';
import { timestamp } from '../schemas/fields';
import { PAIRING_CODE_LENGTH } from '../domain/limits';
import { pairingCodeSchema } from '../collections/children';
import { temperatureUnitSchema } from '../schemas/enums';
import { familySettingsSchema } from '../schemas/family-settings';

/** How long a pairing code can be claimed: 10 minutes (ADR 0023). */
export const PAIRING_CODE_LIFETIME_MS = 10 * 60 * 1000;

/** How often a board waiting to be paired asks whether it was (a few seconds: the parent is watching). */
export const PAIRING_POLL_INTERVAL_MS = 2500;

/** The longest board name a parent can give. */
export const BOARD_LABEL_MAX_LENGTH = 40;

/** The texts of the pairing API's checks, shared by the server's answers and the parent's forms. */
export const PAIRING_MESSAGES = {
  deviceIdInvalid: 'This board has no device id. Reload the page.',
  pollSecretInvalid: 'This pairing request is not valid. Reload the page.',
  labelRequired: 'Give the board a name',
  labelTooLong: `A board name is at most ${BOARD_LABEL_MAX_LENGTH} characters`,
  labelInvalid: 'A board name cannot contain control characters',
  appVersionInvalid: 'The app version is not valid.',
  pendingWritesInvalid: 'Waiting changes must be a whole number, 0 or more.',
  dateTimeInvalid: 'Give the time as an ISO date and time.',
} as const;

/** Any ISO 8601 date-time with an offset, as every time on this API is sent. */
const isoDateTime = timestamp(PAIRING_MESSAGES.dateTimeInvalid);

/**
 * The family settings a board runs on: zone, weather place, the family's temperature unit and its country,
 * which the board's week starts from (ADR 0061). The country defaults to null so that a board paired
 * before it was sent still reads its stored settings (Monday until the next refresh).
 */
export const boardFamilySchema = familySettingsSchema.extend({
  temperatureUnit: temperatureUnitSchema,
  country: z.string().nullable().default(null),
});
/** The family settings a board runs on. */
export type BoardFamily = z.infer<typeof boardFamilySchema>;

/** POST /api/pairing/codes: the tablet's own id, made once and kept through re-pairings. */
export const pairingCodeRequestSchema = z.object({
  // Letters, digits and a few marks: a UUID, or the fallback id of a browser without crypto.randomUUID.
  deviceId: z
    .string({ error: PAIRING_MESSAGES.deviceIdInvalid })
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: PAIRING_MESSAGES.deviceIdInvalid }),
});
/** The body of POST /api/pairing/codes. */
export type PairingCodeRequest = z.infer<typeof pairingCodeRequestSchema>;

/** The answer to POST /api/pairing/codes: the code to show, the secret to poll with (never shown). */
export const pairingCodeIssuedSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`)),
  pollSecret: z.string(),
  expiresAt: isoDateTime,
});
/** A code issued to a board. */
export type PairingCodeIssued = z.infer<typeof pairingCodeIssuedSchema>;

/** POST /api/pairing/poll. */
export const pairingPollRequestSchema = z.object({
  pollSecret: z
    .string({ error: PAIRING_MESSAGES.pollSecretInvalid })
    .min(1, { error: PAIRING_MESSAGES.pollSecretInvalid })
    .max(200, { error: PAIRING_MESSAGES.pollSecretInvalid }),
});

/** Who a paired board is: its child, its family's settings, when it was paired. */
export const boardProfileSchema = z.object({
  deviceId: z.string(),
  familyId: z.string(),
  childId: z.string(),
  childName: z.string(),
  pairedAt: isoDateTime,
  family: boardFamilySchema,
});
/** The answer of GET /api/board/me. */
export type BoardProfile = z.infer<typeof boardProfileSchema>;

/** A board's profile with its device token: delivered once, by the poll that first sees the claim. */
export const pairedBoardSchema = boardProfileSchema.extend({ token: z.string() });
/** What a newly paired board stores. */
export type PairedBoard = z.infer<typeof pairedBoardSchema>;

/** The answer of POST /api/pairing/poll: still waiting for a parent, or paired (exactly once). */
export const pairingPollResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), expiresAt: isoDateTime }),
  z.object({ status: z.literal('paired'), board: pairedBoardSchema }),
]);
/** A poll's answer. */
export type PairingPollResponse = z.infer<typeof pairingPollResponseSchema>;

/** Control characters (NUL among them, which Postgres text cannot hold) have no place in a name. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** A board's name as a parent types it: trimmed, not blank, short enough for a list row. */
export const boardLabelSchema = z
  .string({ error: PAIRING_MESSAGES.labelRequired })
  .trim()
  .min(1, { error: PAIRING_MESSAGES.labelRequired })
  .max(BOARD_LABEL_MAX_LENGTH, { error: PAIRING_MESSAGES.labelTooLong })
  .regex(NO_CONTROL_CHARACTERS, { error: PAIRING_MESSAGES.labelInvalid });

/** POST /api/children/{childId}/boards: the code the board shows, and an optional name for it. */
export const boardClaimRequestSchema = z.object({
  code: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), pairingCodeSchema),
  label: boardLabelSchema.optional(),
});
/** The body of a claim. */
export type BoardClaimRequest = z.infer<typeof boardClaimRequestSchema>;

/** The answer to a claim: the board that will connect within seconds, when its next poll comes. */
export const claimedBoardSchema = z.object({
  deviceId: z.string(),
  childId: z.string(),
  label: z.string(),
  claimedAt: isoDateTime,
});
/** A claimed board. */
export type ClaimedBoard = z.infer<typeof claimedBoardSchema>;

/** The board's screen lock: held, lost (low power, tab hidden), unsupported, or turned off in settings. */
export const wakeLockStateSchema = z.enum(['held', 'lost', 'unsupported', 'off']);
/** A board's wake lock state. */
export type WakeLockState = z.infer<typeof wakeLockStateSchema>;

/** PUT /api/board/health: what the board reports about itself every few minutes. */
export const boardHealthReportSchema = z.object({
  appVersion: z
    .string({ error: PAIRING_MESSAGES.appVersionInvalid })
    .trim()
    .min(1, { error: PAIRING_MESSAGES.appVersionInvalid })
    .max(64, { error: PAIRING_MESSAGES.appVersionInvalid })
    .regex(/^[\x20-\x7e]+$/, { error: PAIRING_MESSAGES.appVersionInvalid }),
  wakeLock: wakeLockStateSchema,
  /** Null where the browser cannot say (no StorageManager). */
  storagePersisted: z.boolean().nullable(),
  pendingWrites: z
    .number({ error: PAIRING_MESSAGES.pendingWritesInvalid })
    .int({ error: PAIRING_MESSAGES.pendingWritesInvalid })
    .min(0, { error: PAIRING_MESSAGES.pendingWritesInvalid })
    .max(1_000_000, { error: PAIRING_MESSAGES.pendingWritesInvalid }),
  lastSyncedAt: isoDateTime.nullable(),
});
/** A board's health report. */
export type BoardHealthReport = z.infer<typeof boardHealthReportSchema>;

/** A board's last health report as the parent sees it. */
export const boardHealthSchema = z.object({
  wakeLock: wakeLockStateSchema,
  storagePersisted: z.boolean().nullable(),
  pendingWrites: z.number().int(),
  reportedAt: isoDateTime,
});
/** A board's last health report. */
export type BoardHealth = z.infer<typeof boardHealthSchema>;

/** One of a child's paired boards, in the parent's list. */
export const boardSummarySchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  label: z.string(),
  pairedAt: isoDateTime,
  lastSeenAt: isoDateTime.nullable(),
  lastSyncedAt: isoDateTime.nullable(),
  appVersion: z.string().nullable(),
  /** Null until the board first reports. */
  health: boardHealthSchema.nullable(),
});
/** One of a child's boards. */
export type BoardSummary = z.infer<typeof boardSummarySchema>;

/** GET /api/children/{childId}/boards: the paired boards, and those claimed but not yet connected. */
export const boardListSchema = z.object({
  boards: z.array(boardSummarySchema),
  /** Claimed codes whose board has not polled yet (it connects within seconds while it is on). */
  connecting: z.array(claimedBoardSchema),
});
/** The parent's list of a child's boards. */
export type BoardList = z.infer<typeof boardListSchema>;

/** PATCH /api/children/{childId}/boards/{boardId}. */
export const boardRenameSchema = z.object({ label: boardLabelSchema });
