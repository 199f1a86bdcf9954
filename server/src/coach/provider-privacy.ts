// What leaves Brightday when a family uses Nia's online helper, and what never does (ADR 0043, ADR 0053).
// Before a request is sent, the family's private words are replaced with neutral ones as a person reads
// them: children's and parents' names, the weather town, birth dates and every e-mail address. A name part
// that is also an everyday word is sent when it is written as the word, and words the family never stored
// (a nickname, a school) are sent as written. The parent sees this list, word for word, before agreeing
// ("what Nia shares"), so it says exactly that.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { redactDates } from './date-redaction';
import { redactEmails } from './email-redaction';
import { CHILD_NAME, PARENT_NAME, PLACE_NAME, redactNames } from './name-redaction';

/** The version of the list below; a new list asks every family again. */
export const SHARES_VERSION = '2026-12';

/** "What Nia shares", as the coach settings show it. */
export const SHARES: readonly string[] = [
  'Your question and the recent messages of the conversation, and the age band of the child you chose, such as “ages 5–6”.',
  'Before anything is sent, Brightday replaces your children’s names and the names of the parents on your account, whole or in parts, in capitals or not, with or without accents; your children’s birth dates written with the year (14/03/2019) or the month’s name (14 March); the town you chose for the weather; and any e-mail address.',
  'A name that is also an everyday word, such as Rose, Will or May, is replaced only when it starts with a capital letter, and not always at the start of a sentence: “rose” in small letters is sent as it is.',
  'Nicknames and other spellings (“Zoey” for Zoë), other people’s names and anything else you write, such as a school or a street, are sent as you wrote them: leave out what you would not tell a stranger.',
  'Nothing else from your account is sent: no photos, routines, rewards or boards.',
  'The service answers and forgets: Brightday keeps the conversation in your family’s account, not with the service.',
];

/** What must not leave: the names, birth dates, town and e-mail addresses the family stored. */
export interface PrivateWords {
  /** Each child's name as the family wrote it, whole ("Anna-Lena"); its parts are found by redactNames. */
  readonly childNames: readonly string[];
  /** Each parent's first and last name, as one name ("Ana Lee"). */
  readonly parentNames: readonly string[];
  /** The town the family chose for its boards' weather, if any. */
  readonly places: readonly string[];
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
  const parents = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('family_id', '=', familyId)
    .execute();
  const family = await db
    .selectFrom('families')
    .select('weather_place_name')
    .where('id', '=', familyId)
    .executeTakeFirst();
  return {
    childNames: children.map((child) => child.name),
    parentNames: parents.map((parent) => `${parent.first_name} ${parent.last_name}`),
    places: family?.weather_place_name ? [family.weather_place_name] : [],
    birthDates: children.flatMap((child) =>
      child.birth_date ? [String(child.birth_date).slice(0, 10)] : [],
    ),
    emails: parents.map((parent) => parent.email),
  };
}

/**
 * `text` with every private word of the family replaced, read as a person reads it (COACH-PRIVACY-1..7 in
 * sync/SPEC.md, ADR 0053): e-mail addresses by "[e-mail]", birth dates by "[date]", a child's name by
 * "my child", a parent's by "[name]", the town by "[place]". E-mails go first, as they may hold a name or a
 * date. Parents come first among the names, so a part a parent shares with a child (the family's last name)
 * is "[name]" rather than "my child".
 */
export function redact(text: string, words: PrivateWords): string {
  return redactNames(redactDates(redactEmails(text, words.emails), words.birthDates), [
    { kind: PARENT_NAME, names: words.parentNames },
    { kind: CHILD_NAME, names: words.childNames },
    { kind: PLACE_NAME, names: words.places },
  ]);
}
