// Children's names, as a person reads them (COACH-PRIVACY-2 and COACH-PRIVACY-3 in sync/SPEC.md, ADR 0053).
// "Anna-Lena" is also "Anna Lena", "AnnaLena", "Anna" and "Lena"; "Zoë" is also "Zoe" and "ZOË". But a
// name part that is an ordinary word is that word when it is written as one: "a rose" stays for a child
// called "Lily-Rose", and a child given a sentence for a name never blanks out its "all", "and" or "your".
import { isCommonWord, isFunctionWord, isNameWord } from './common-words';
import { foldWord, replaceInFolded } from './folded-text';

/** What a name or name part is replaced with. */
export const NAME_MARK = 'my child';

// Words of a name are joined by spaces, hyphens and dashes, dots or underscores; an apostrophe joins parts
// of one word ("O'Brien"). In a message any of them, or nothing ("AnnaLena"), may join the parts.
const WORD_BREAK = /[\s\p{Pd}._]+/u;
const APOSTROPHES = /['’ʼ‘`]+/u;
const JOIN = "[\\s\\p{Pd}'’ʼ‘`._]*";

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

/** How a name part (folded) is matched on its own. */
interface NameRules {
  /** Whole names of two parts or more, and words of two parts ("O'Brien"), as their folded parts. */
  readonly wholes: string[][];
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
 * word that holds sentences together ("and", "your") never on its own, unless it is the whole name.
 */
function nameRules(names: readonly string[]): NameRules {
  const rules: NameRules = { wholes: [], anyCase: new Set(), capitalised: new Set(), midSentence: new Set() };
  for (const name of names) {
    const words = name
      .normalize('NFKC')
      .split(WORD_BREAK)
      .map((word) => word.split(APOSTROPHES).map(foldWord).filter(hasLetter))
      .filter((parts) => parts.length > 0);
    const parts = words.flat();
    if (parts.length >= 2) rules.wholes.push(parts);
    for (const joined of words) if (joined.length >= 2 && words.length >= 2) rules.wholes.push(joined);
    for (const part of parts) {
      if (part.length < 2) continue;
      if (parts.length === 1 && isCommonWord(part)) rules.capitalised.add(part);
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

/** `text` with every child's name and name part replaced by "my child", by the rules above. */
export function redactNames(text: string, names: readonly string[]): string {
  const rules = nameRules(names);
  const wholes = rules.wholes.map((parts) => parts.map(escape).join(JOIN));
  const groups = [wholes, [...rules.anyCase], [...rules.capitalised], [...rules.midSentence]].map(
    (list, index) => `(${alternatives(index === 0 ? list : list.map(escape))})`,
  );
  const pattern = new RegExp(`${BEFORE}(?:${groups.join('|')})${AFTER}`, 'gu');
  return replaceInFolded(text, pattern, (match, original) => {
    const [, whole, anyCase, capitalised] = match;
    if (whole !== undefined || anyCase !== undefined) return NAME_MARK;
    if (!CAPITAL.test(original)) return null;
    if (capitalised !== undefined) return NAME_MARK;
    return startsSentence(match.input, match.index) ? null : NAME_MARK;
  });
}
