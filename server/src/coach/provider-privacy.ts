// What leaves Brightday when a family uses Nia's online helper, and what never does (ADR 0043). Before a
// request is sent, every child's name, birth date and every e-mail address the family has is replaced with
// a neutral word, whatever the parent typed; photos are never read. The parent sees this list, word for
// word, before agreeing ("what Nia shares").
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

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
  readonly names: readonly string[];
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
    names: children.flatMap((child) => child.name.split(/\s+/)).filter((name) => name.length >= 2),
    birthDates: children.flatMap((child) =>
      child.birth_date ? [String(child.birth_date).slice(0, 10)] : [],
    ),
    emails: parents.map((parent) => parent.email),
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The ways a birth date (YYYY-MM-DD) is written: ISO, "14 March 2020", "March 14, 2020", "14/03/2020", "3/14/2020". */
function writtenForms(iso: string): RegExp[] {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return [new RegExp(escape(iso), 'gi')];
  const name = MONTHS[month - 1] ?? '';
  const short = name.slice(0, 3);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const dayWord = `0?${day}(?:st|nd|rd|th)?`;
  return [
    new RegExp(escape(iso), 'g'),
    new RegExp(`\\b${dayWord}\\s+(?:of\\s+)?(?:${name}|${short})\\.?,?\\s+${year}\\b`, 'gi'),
    new RegExp(`\\b(?:${name}|${short})\\.?\\s+${dayWord},?\\s+${year}\\b`, 'gi'),
    new RegExp(`\\b0?${day}[/.-]0?${month}[/.-]${year}\\b`, 'g'),
    new RegExp(`\\b0?${month}[/.-]0?${day}[/.-]${year}\\b`, 'g'),
    new RegExp(`\\b${dd}${mm}${year}\\b`, 'g'),
  ];
}

const ANY_EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** `text` with every private word of the family replaced: names by "my child", dates and e-mails by a mark. */
export function redact(text: string, words: PrivateWords): string {
  let result = text.replace(ANY_EMAIL, '[e-mail]');
  for (const email of words.emails) result = result.replace(new RegExp(escape(email), 'gi'), '[e-mail]');
  for (const date of words.birthDates) {
    for (const form of writtenForms(date)) result = result.replace(form, '[date]');
  }
  // Longest first, so that "Anna-Lena" goes before "Anna"; whole words only, possessives included.
  const names = [...new Set(words.names)].sort((a, b) => b.length - a.length);
  for (const name of names) {
    result = result.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?=['’]s\\b|(?![\\p{L}\\p{N}]))`, 'giu'),
      'my child',
    );
  }
  return result;
}
