// What leaves Brightday when a family uses Nia's online helper, and what never does (ADR 0043, ADR 0053).
// Before a request is sent, every child's name, birth date and every e-mail address is replaced with a
// neutral word, however the parent typed it; photos are never read. The parent sees this list, word for
// word, before agreeing ("what Nia shares").
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { redactDates } from './date-redaction';
import { redactEmails } from './email-redaction';
import { redactNames } from './name-redaction';

/** The version of the list below; a new list asks every family again. */
export const SHARES_VERSION = '2026-11';

/** "What Nia shares", as the coach settings show it. */
export const SHARES: readonly string[] = [
  'Your question and the recent messages of the conversation, with your children’s names, birth dates and any e-mail addresses replaced before they are sent.',
  'The age band of the child you chose, such as “ages 5–6”.',
  'Never: names, birth dates, photos, your e-mail, your routines, rewards or boards.',
  'The service answers and forgets: Brightday keeps the conversation in your family’s account, not with the service.',
];

/** What must not leave: the family's children's names and birth dates, and the parents' e-mails. */
export interface PrivateWords {
  /** Each child's name as the family wrote it, whole ("Anna-Lena"); its parts are found by redactNames. */
  readonly names: readonly string[];
  /** YYYY-MM-DD. */
  readonly birthDates: readonly string[];
  readonly emails: readonly string[];
}

/** The family's private words, removed children included (a name typed later is still theirs). */
export async function privateWordsOf(db: Kysely<Database>, familyId: string): Promise<PrivateWords> {
  const children = await db
    .selectFrom('children')
    .select(['name', 'birth_date'])
    .where('family_id', '=', familyId)
    .execute();
  const parents = await db.selectFrom('users').select('email').where('family_id', '=', familyId).execute();
  return {
    names: children.map((child) => child.name),
    birthDates: children.flatMap((child) =>
      child.birth_date ? [String(child.birth_date).slice(0, 10)] : [],
    ),
    emails: parents.map((parent) => parent.email),
  };
}

/**
 * `text` with every private word of the family replaced, read as a person reads it (COACH-PRIVACY-1..5 in
 * sync/SPEC.md, ADR 0053): e-mail addresses by "[e-mail]", birth dates by "[date]", names by "my child".
 * E-mails go first, as they may hold a name or a date.
 */
export function redact(text: string, words: PrivateWords): string {
  return redactNames(redactDates(redactEmails(text, words.emails), words.birthDates), words.names);
}
