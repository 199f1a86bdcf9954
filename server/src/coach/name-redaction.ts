// The family's names, as a person reads them (COACH-PRIVACY-2, -3, -6 and -7 in sync/SPEC.md, ADR 0053):
// children's, parents' and the town's. "Anna-Lena" is also "Anna Lena", "AnnaLena", "Anna" and "Lena";
// "Zoë" is also "Zoe" and "ZOË". But a name part that is an ordinary word is that word when it is written as
// one: "a rose" stays for a child called "Lily-Rose", and a child given a sentence for a name never blanks
// out its "all", "and" or "your".
import { isCommonWord, isFunctionWord, isNameWord } from './common-words';
import { foldWord, replaceInFolded } from './folded-text';

/** Whose names these are: what replaces them, and how a name of one ordinary word is read. */
export interface NameKind {
  /** What the name or a part of it is replaced with. */
  readonly mark: string;
  /**
   * Whether a name of one ordinary word ("Print") is read as the name wherever it is capitalised, sentence
   * starts included, as a person's is; a town's ("Reading") is read as the word where a sentence starts.
   */
  readonly oneWordIsName: boolean;
}

/** A child's name: "my child", so that the question still reads as the parent meant it. */
export const CHILD_NAME: NameKind = { mark: 'my child', oneWordIsName: true };
/** A parent's name, first and last (COACH-PRIVACY-6). */
export const PARENT_NAME: NameKind = { mark: '[name]', oneWordIsName: true };
/** The town the family chose for its weather (COACH-PRIVACY-7). */
export const PLACE_NAME: NameKind = { mark: '[place]', oneWordIsName: false };

/** Names of one kind. */
export interface NamesOfKind {
  readonly kind: NameKind;
  /** Each name as the family wrote it, whole ("Anna-Lena"); its parts are found here. */
  readonly names: readonly string[];
}

// Words of a name are joined by spaces, hyphens and dashes, dots or underscores; an apostrophe joins parts
// of one word ("O'Brien"). In a message any of them, or nothing ("AnnaLena"), may join the parts.
const WORD_BREAK = /[\s\p{Pd}._]+/u;
const APOSTROPHES = /['’ʼ‘`]+/u;
const JOINER = "[\\s\\p{Pd}'’ʼ‘`._]";
const JOIN = `${JOINER}*`;
const JOINERS = new RegExp(JOINER, 'gu');

// A name is a whole word: neither letter, mark nor digit on either side. After it may come a possessive or
// a contraction ("Mia's", "Mia'll"), but not the rest of another word ("Don" stays in "don't").
const BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const AFTER = "(?=['’ʼ](?:s|ll|d|ve|re)(?![\\p{L}\\p{M}\\p{N}])|(?!['’ʼ]?[\\p{L}\\p{M}\\p{N}]))";
const CAPITAL = /^[\p{Lu}\p{Lt}]/u;
// Where a sentence, a line or a list item starts, an ordinary word is capitalised without being a name:
// after the start of the text or a full stop, then spaces, quotes, brackets or a bullet.
const AFTER_STOP = /[.!?…:\n][\s"'“‘«([*•-]*$/u;
const OPENING = /^[\s"'“‘«([*•-]*$/u;

/** Whether `index` of `text` starts a sentence; only the few characters before it are read. */
function startsSentence(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 16), index);
  return AFTER_STOP.test(before) || (index === before.length && OPENING.test(before));
}

/** How a name part (folded) is matched on its own, and what replaces a match. */
interface NameRules {
  /** Whole names of two parts or more, and words of two parts ("O'Brien"), as their folded parts. */
  readonly wholes: string[][];
  /** The mark of a whole name, by its folded parts run together ("annalena"). */
  readonly wholeMarks: Map<string, string>;
  /** The mark of a part; a part of names of several kinds takes the first kind's. */
  readonly partMarks: Map<string, string>;
  /** Parts that are no ordinary word ("lena"): in any case. */
  readonly anyCase: Set<string>;
  /** Ordinary words that are also given names ("rose"): when capitalised. */
  readonly capitalised: Set<string>;
  /** Other ordinary words ("print"): when capitalised, except where a sentence starts. */
  readonly midSentence: Set<string>;
}

/**
 * The rules for a family's names. A name of two parts or more is replaced whole, in any case; so is a word
 * of it joined by an apostrophe ("O'Brien"). Each part of two letters or more is also replaced on its own:
 * in any case unless it is an ordinary word; an ordinary word that is also a given name ("Rose") when it is
 * capitalised; another ordinary word ("Print") when it is capitalised away from the start of a sentence; a
 * word that holds sentences together ("and", "your") never on its own, unless it is the whole name. A
 * name of one ordinary word is the name when capitalised, unless its kind says a sentence start is the word.
 */
function nameRules(kinds: readonly NamesOfKind[]): NameRules {
  const rules: NameRules = {
    wholes: [],
    wholeMarks: new Map(),
    partMarks: new Map(),
    anyCase: new Set(),
    capitalised: new Set(),
    midSentence: new Set(),
  };
  const whole = (parts: string[], mark: string) => {
    rules.wholes.push(parts);
    if (!rules.wholeMarks.has(parts.join(''))) rules.wholeMarks.set(parts.join(''), mark);
  };
  for (const { kind, name } of kinds.flatMap(({ kind, names }) => names.map((name) => ({ kind, name })))) {
    const words = name
      .normalize('NFKC')
      .split(WORD_BREAK)
      .map((word) => word.split(APOSTROPHES).map(foldWord).filter(hasLetter))
      .filter((parts) => parts.length > 0);
    const parts = words.flat();
    if (parts.length >= 2) whole(parts, kind.mark);
    for (const joined of words) if (joined.length >= 2 && words.length >= 2) whole(joined, kind.mark);
    for (const part of parts) {
      if (part.length < 2) continue;
      if (!rules.partMarks.has(part)) rules.partMarks.set(part, kind.mark);
      if (parts.length === 1 && kind.oneWordIsName && isCommonWord(part)) rules.capitalised.add(part);
      else if (isFunctionWord(part)) continue;
      else if (isNameWord(part)) rules.capitalised.add(part);
      else if (isCommonWord(part)) rules.midSentence.add(part);
      else rules.anyCase.add(part);
    }
  }
  // A part one name makes stricter is matched by that stricter rule.
  for (const part of rules.anyCase) {
    rules.capitalised.delete(part);
    rules.midSentence.delete(part);
  }
  for (const part of rules.capitalised) rules.midSentence.delete(part);
  return rules;
}

function hasLetter(part: string): boolean {
  return /\p{L}/u.test(part);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Longer first, so that at one place "Anna-Lena" is tried before "Anna". */
function alternatives(patterns: Iterable<string>): string {
  const sorted = [...patterns].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return sorted.length === 0 ? '(?!)' : sorted.join('|');
}

/**
 * `text` with every name and name part of the family replaced by its kind's mark, by the rules above. All
 * kinds are read in one pass, so at one place the longest name wins ("Anna Berg" the parent before "Anna"
 * the child).
 */
export function redactNames(text: string, kinds: readonly NamesOfKind[]): string {
  const rules = nameRules(kinds);
  const wholes = rules.wholes.map((parts) => parts.map(escape).join(JOIN));
  const groups = [wholes, [...rules.anyCase], [...rules.capitalised], [...rules.midSentence]].map(
    (list, index) => `(${alternatives(index === 0 ? list : list.map(escape))})`,
  );
  const pattern = new RegExp(`${BEFORE}(?:${groups.join('|')})${AFTER}`, 'gu');
  return replaceInFolded(text, pattern, (match, original) => {
    const [found, whole, anyCase, capitalised] = match;
    // Every match has a kind; were one not found, it would still be somebody's name.
    const mark =
      (whole === undefined ? rules.partMarks.get(found) : rules.wholeMarks.get(whole.replace(JOINERS, ''))) ??
      PARENT_NAME.mark;
    if (whole !== undefined || anyCase !== undefined) return mark;
    if (!CAPITAL.test(original)) return null;
    if (capitalised !== undefined) return mark;
    return startsSentence(match.input, match.index) ? null : mark;
  });
}
