// How long Brightday keeps each kind of record it no longer needs (ADR 0047, sync/SPEC.md R-RETAIN-*).
// The server's hourly maintenance deletes by these numbers and the privacy policy states them, from this
// one place, so that what the policy promises and what the server does cannot drift apart.

/** Milliseconds in one day, for turning the bounds below into cut-off times. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days a deleted document's tombstone is kept, so that a device that was offline learns of the deletion
 * by its ordinary pull. A board on a shelf through a long summer holiday (about six to ten weeks) still
 * catches up this way; a device away longer gets a full resync (R-RETAIN-RESYNC) instead.
 */
export const TOMBSTONE_RETENTION_DAYS = 90;

/**
 * Days the identity of an applied write is kept (ADR 0013). A push whose answer was lost is sent again
 * when the device comes back, however long it was away. The identity tells such a replay from a new
 * write, so it is kept for twice the tombstone bound: a device back after a full resync still has its
 * unanswered pushes judged by identity for another 90 days. Identities are hashes; they hold no text.
 */
export const APPLIED_WRITE_RETENTION_DAYS = 2 * TOMBSTONE_RETENTION_DAYS;

/**
 * Days a board usage session is kept. The parent's summary shows at most the last 31 days
 * (`BOARD_USAGE_MAX_DAYS`); the rest of the bound leaves room for a board that delivers its sessions
 * from its outbox weeks late.
 */
export const BOARD_USAGE_RETENTION_DAYS = 60;

/**
 * Days a first-party analytics event (a page view, a button press, a sign-in) is kept: long enough to
 * compare one season with the one before, and no longer.
 */
export const ANALYTICS_EVENT_RETENTION_DAYS = 180;

/**
 * Minutes a password reset link stays usable. An expired or used link is deleted at the next hourly
 * maintenance; it is never kept to be looked at later.
 */
export const RESET_TOKEN_LIFETIME_MINUTES = 30;
