// Birth dates however they are written (COACH-PRIVACY-4 in sync/SPEC.md, ADR 0053). Rather than list the
// spellings of each birth date, every date-like stretch of a message is read in each way it can be meant
// (year, day or month first; two- or four-digit years) and replaced when one of those readings is a family
// birth date. Other dates stay: "14/03/2020" is kept when no child was born that day.
import { replaceInFolded } from './folded-text';

/** What a birth date is replaced with. */
export const DATE_MARK = '[date]';

/** One way of reading a date-like stretch. A null year is a date written without one ("14 March"). */
interface Reading {
  readonly year: number | null;
  /** Two-digit years stand for any century and are compared modulo 100. */
  readonly yearDigits: number;
  readonly month: number;
  readonly day: number;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The month (1–12) of a month name or its abbreviation ("mar", "sept"), as matched by MONTH. */
function monthOf(word: string): number {
  return MONTH_NAMES.findIndex((name) => name.startsWith(word)) + 1;
}

// Run on the folded text (foldText): lowercase, full-width digits already ASCII. Separators of numeric dates
// are - / . \ or spaces; of dates with a month name, also commas.
const SEP = String.raw`(?:\s*[-/.\\]\s*|\s+)`;
const WORD_SEP = String.raw`[\s,./-]*`;
const MONTH = String.raw`(${[...MONTH_NAMES, 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'sep', 'oct', 'nov', 'dec'].join('|')})\.?(?!\p{L})`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?(?![\p{L}\d])`;
// Not the start of another numeric date: "March 14, 14/03/2020" is a day and month, then a date.
const YEAR = String.raw`'?(\d{4}|\d{2})(?!\d|[-/.]\d)`;

const FORMS = {
  // 2019-03-14, 2019/03/14, 2019.3.14
  yearFirst: String.raw`(?<!\d)(\d{4})${SEP}(\d{1,2})${SEP}(\d{1,2})(?!\d)`,
  // 14/03/2019, 3/14/19, 14.03.19, 14-03-2019, 14 03 2019
  dayOrMonthFirst: String.raw`(?<!\d)(\d{1,2})${SEP}(\d{1,2})${SEP}(\d{4}|\d{2})(?!\d)`,
  // 20190314, 14032019, 03142019, 190314, 140319, 031419
  compact: String.raw`(?<!\d)(\d{8}|\d{6})(?!\d)`,
  // 14 March 2019, 14th of Mar '19, 14-Mar-2019, 14 March
  dayMonth: String.raw`(?<![\p{L}\d])${DAY}${WORD_SEP}(?:of${WORD_SEP})?${MONTH}(?:${WORD_SEP}${YEAR})?`,
  // March 14th, 2019, Mar 14 2019, March the 14th, March 14
  monthDay: String.raw`(?<![\p{L}\d])${MONTH}${WORD_SEP}(?:the${WORD_SEP})?${DAY}(?:${WORD_SEP}${YEAR})?`,
  // 2019 March 14, 2019-Mar-14
  yearMonthDay: String.raw`(?<!\d)(\d{4})${WORD_SEP}${MONTH}${WORD_SEP}${DAY}`,
};
type Form = keyof typeof FORMS;
const FORM_NAMES = Object.keys(FORMS) as Form[];

// One pattern, each form a named group, so a stretch is read once and the leftmost reading wins; each form
// alone, anchored, then reads the matched stretch's numbers.
const DATE_LIKE = new RegExp(FORM_NAMES.map((form) => `(?<${form}>${FORMS[form]})`).join('|'), 'gu');
const ANCHORED = new Map(FORM_NAMES.map((form) => [form, new RegExp(`^(?:${FORMS[form]})$`, 'u')]));

function reading(year: string | undefined, month: number, day: string | undefined): Reading {
  return {
    year: year === undefined ? null : Number(year),
    yearDigits: year?.length ?? 4,
    month,
    day: Number(day),
  };
}

/** A day and month with a month name, and the year after them: two digits may be no year at all ("March 14, 20 minutes later"). */
function withOrWithoutYear(year: string | undefined, month: number, day: string | undefined): Reading[] {
  const written = reading(year, month, day);
  return year?.length === 2 ? [written, reading(undefined, month, day)] : [written];
}

/** Every way the match of `form` can be meant, from its own groups `g`. */
function readingsOf(form: Form, g: (string | undefined)[]): Reading[] {
  const [a, b, c] = g;
  switch (form) {
    case 'yearFirst':
      return [reading(a, Number(b), c)];
    case 'dayOrMonthFirst':
      return [reading(c, Number(b), a), reading(c, Number(a), b)];
    case 'compact': {
      const digits = a ?? '';
      const at = (from: number, to: number) => digits.slice(from, to);
      const y = digits.length === 8 ? 4 : 2;
      return [
        reading(at(0, y), Number(at(y, y + 2)), at(y + 2, y + 4)),
        reading(at(4, 4 + y), Number(at(2, 4)), at(0, 2)),
        reading(at(4, 4 + y), Number(at(0, 2)), at(2, 4)),
      ];
    }
    case 'dayMonth':
      return withOrWithoutYear(c, monthOf(b ?? ''), a);
    case 'monthDay':
      return withOrWithoutYear(c, monthOf(a ?? ''), b);
    case 'yearMonthDay':
      return [reading(a, monthOf(b ?? ''), c)];
  }
}

/** Whether `written` is `iso` (YYYY-MM-DD). */
function isDay(written: Reading, iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || written.month !== month || written.day !== day) return false;
  if (written.year === null) return true;
  return written.yearDigits === 2 ? written.year === year % 100 : written.year === year;
}

/** `text` with every family birth date (YYYY-MM-DD), in any of the written forms above, replaced by "[date]". */
export function redactDates(text: string, birthDates: readonly string[]): string {
  if (birthDates.length === 0) return text;
  return replaceInFolded(text, DATE_LIKE, (match) => {
    const form = FORM_NAMES.find((name) => match.groups?.[name] !== undefined);
    const own = form === undefined ? null : (ANCHORED.get(form)?.exec(match[0]) ?? null);
    if (form === undefined || own === null) return null;
    const readings = readingsOf(form, own.slice(1));
    return readings.some((written) => birthDates.some((iso) => isDay(written, iso))) ? DATE_MARK : null;
  });
}
