// Generated children's and parents' names, town names, birth dates and e-mail addresses, each with the ways
// a parent may write them, for the property tests of what leaves Brightday with Nia's online helper
// (COACH-PRIVACY-1..7 in sync/SPEC.md). A spelling keeps what a person reads the same: the case, the join
// between a name's parts, composed or decomposed diacritics, the separators and year digits of a date, how
// an "@" is disguised.
import fc from 'fast-check';
import { isCommonWord } from '../../../server/src/coach/common-words';
import { foldWord } from '../../../server/src/coach/folded-text';
import type { PrivateWords } from '../../../server/src/coach/provider-privacy';

/** A family's private words: those given, and none of the others. */
export function privateWords(words: Partial<PrivateWords>): PrivateWords {
  return { childNames: [], parentNames: [], places: [], birthDates: [], emails: [], ...words };
}

// Syllables with diacritics so that names are no English words; each is composed (NFC) here.
const SYLLABLES = [
  'an',
  'na',
  'le',
  'lé',
  'zo',
  'ë',
  'mi',
  'ta',
  'rï',
  'ko',
  'sé',
  'jø',
  'ñu',
  'å',
  'bri',
  'quo',
];

/** A name part of two to four syllables, capitalised and no ordinary word: "Lézo", "Quoñu". */
const namePart = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 4 })
  .map((syllables) => syllables.join(''))
  .filter((part) => !isCommonWord(foldWord(part)))
  .map((part) => part.charAt(0).toUpperCase() + part.slice(1));

/** A child's name as the family wrote it: one to three parts joined by a space, a hyphen or an apostrophe. */
export const childName = fc
  .tuple(fc.array(namePart, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '-', "'"))
  .map(([parts, join]) => ({ name: parts.join(join), parts }));

/** A parent's first and last names as the account holds them, as the one name compared, and all its parts. */
export const parentName = fc.tuple(childName, childName).map(([first, last]) => ({
  firstName: first.name,
  lastName: last.name,
  name: `${first.name} ${last.name}`,
  parts: [...first.parts, ...last.parts],
}));

/** A town's name, made as a child's is. */
export const townName = childName;

/** The ways a name or part may be typed. */
const typed = fc.record({
  letterCase: fc.constantFrom('as-is', 'lower', 'upper'),
  form: fc.constantFrom<'NFC' | 'NFD'>('NFC', 'NFD'),
  join: fc.constantFrom(' ', '-', '–', '', '’', ' - ', '_'),
  possessive: fc.boolean(),
  zeroWidth: fc.boolean(),
});

/** A name written by a parent: the whole name or one of its parts, typed one of the ways above. */
export function nameSpelling(parts: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: -1, max: parts.length - 1 }), typed).map(([which, how]) => {
    let text = which === -1 ? parts.join(how.join) : (parts[which] ?? '');
    if (how.letterCase === 'lower') text = text.toLowerCase();
    if (how.letterCase === 'upper') text = text.toUpperCase();
    if (how.zeroWidth && text.length > 2) text = `${text.slice(0, 2)}\u200B${text.slice(2)}`;
    text = text.normalize(how.form);
    return how.possessive ? `${text}’s` : text;
  });
}

/** A birth date between 2005 and 2025, as YYYY-MM-DD. */
export const birthDate = fc
  .date({ min: new Date('2005-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

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

function ordinal(day: number): string {
  if (day % 10 === 1 && day !== 11) return `${day}st`;
  if (day % 10 === 2 && day !== 12) return `${day}nd`;
  if (day % 10 === 3 && day !== 13) return `${day}rd`;
  return `${day}th`;
}

/** A birth date (YYYY-MM-DD) written in one of the common ways. */
export function dateSpelling(iso: string): fc.Arbitrary<string> {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const two = (n: number) => String(n).padStart(2, '0');
  return fc
    .record({
      pad: fc.boolean(),
      shortYear: fc.boolean(),
      separator: fc.constantFrom('-', '/', '.', ' ', '\\', ' / '),
      shortMonth: fc.boolean(),
      withOrdinal: fc.boolean(),
      form: fc.integer({ min: 0, max: 12 }),
    })
    .map(({ pad, shortYear, separator: s, shortMonth, withOrdinal, form }) => {
      const d = pad ? two(day) : String(day);
      const m = pad ? two(month) : String(month);
      const y = shortYear ? two(year % 100) : String(year);
      const monthName = MONTHS[month - 1] ?? '';
      const name = shortMonth ? monthName.slice(0, 3) : monthName;
      const dayWord = withOrdinal ? ordinal(day) : String(day);
      const forms = [
        `${year}${s}${m}${s}${d}`,
        `${d}${s}${m}${s}${y}`,
        `${m}${s}${d}${s}${y}`,
        `${year}${two(month)}${two(day)}`,
        `${two(day)}${two(month)}${year}`,
        `${two(month)}${two(day)}${two(year % 100)}`,
        `${dayWord} ${name} ${y}`,
        `${dayWord} of ${name}, ${year}`,
        `${name} ${dayWord}, ${year}`,
        `${name}. ${dayWord} '${two(year % 100)}`,
        `${d}-${name}-${y}`,
        `${year} ${name} ${d}`,
        `the ${dayWord} of ${name}`,
      ];
      return forms[form] ?? iso;
    });
}

/** A lowercase word of letters no English word has in a row, so it is only ever this address's. */
const addressWord = fc
  .array(fc.constantFrom('q', 'x', 'z', 'j', 'k', 'v', 'w'), { minLength: 3, maxLength: 7 })
  .map((letters) => letters.join(''));

/** An e-mail address, and the words of it that must not arrive anywhere. */
export const emailAddress = fc
  .tuple(
    addressWord,
    fc.option(addressWord, { nil: undefined }),
    addressWord,
    fc.constantFrom('com', 'org', 'co.uk', 'net'),
  )
  .map(([name, more, domain, top]) => ({
    email: `${name}${more === undefined ? '' : `.${more}`}@${domain}.${top}`,
    words: [name, ...(more === undefined ? [] : [more]), domain],
  }));

/** An e-mail address written as it is, or disguised from robots. */
export function emailSpelling(email: string): fc.Arbitrary<string> {
  const ats = ['@', ' @ ', ' at ', ' AT ', '[at]', ' [at] ', '(at)', '{at}', '\uFF20', ' (at) '];
  const dots = ['.', ' dot ', ' DOT ', '[dot]', '(dot)', ' (dot) ', '\uFF0E'];
  return fc.tuple(fc.constantFrom(...ats), fc.constantFrom(...dots), fc.boolean()).map(([at, dot, upper]) => {
    // Every dot of one address is disguised the same way, in the name before the "@" too.
    const written = email.replace('@', at).replaceAll('.', dot);
    return upper ? written.toUpperCase() : written;
  });
}

/** Ordinary words of a parent's message, none of them a name, date or address. */
export const ORDINARY_WORDS = [
  'bedtime',
  'is',
  'a',
  'battle',
  'every',
  'night',
  'and',
  'she',
  'wants',
  'one',
  'more',
  'story',
  'we',
  'tried',
  'a',
  'chart',
  'with',
  'stickers',
  'but',
  'it',
  'stopped',
  'working',
  'after',
  'school',
  'he',
  'is',
  'tired',
  'please',
  'help',
];

/** A parent's message: ordinary words with each of `inserts` placed between them. */
export function messageWith(inserts: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...ORDINARY_WORDS), { minLength: inserts.length + 1, maxLength: 20 }),
      fc.array(fc.constantFrom(' ', ', ', '. ', ' (', ') ', ': ', '! ', '\n', ' "', '" '), {
        minLength: 40,
        maxLength: 40,
      }),
    )
    .map(([words, gaps]) => {
      const pieces = [...words];
      inserts.forEach((insert, index) => pieces.splice((index * 2) % (pieces.length + 1), 0, insert));
      return pieces
        .map((piece, index) => (index === 0 ? piece : `${gaps[index % gaps.length] ?? ' '}${piece}`))
        .join('');
    });
}
