// E-mail addresses, also as people write them to keep them from robots (COACH-PRIVACY-5 in sync/SPEC.md,
// ADR 0053): "x @ example.com", "x at example dot com", "x[at]example.com", "x(at)example(dot)com". A
// full-width "＠" or "．" is already "@" or "." in the folded text (foldText).
import { foldWord, replaceInFolded } from './folded-text';

/** What an e-mail address is replaced with. */
export const EMAIL_MARK = '[e-mail]';

const OPEN = String.raw`[\[({<]`;
const CLOSE = String.raw`[\])}>]`;
// Dots of an address are matched as separators only (DOT), never as a letter of a word as well: a pattern
// that could take a dot either way would take exponential time over "a.a.a.a…".
const LOCAL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}_%+'-]*[\p{L}\p{N}_%+-])?`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const TOP_LEVEL = String.raw`\p{L}{2,24}(?![\p{L}\p{N}])`;

/** "@" itself, or "at" in brackets: unmistakable, so spaces may surround it. */
const MARKED_AT = String.raw`\s*(?:@|${OPEN}\s*(?:at|@)\s*${CLOSE})\s*`;
/** "at" as a word, as in "x at example dot com". */
const WORD_AT = String.raw`\s+at\s+`;
/**
 * "." itself, spaced out too after an unmistakable at ("x @ example . com", though not the end of a sentence,
 * "x@example.com. Then"), or "dot" in brackets or as a word.
 */
const MARKED_DOT = String.raw`(?:\.|\s+\.\s*|\s*${OPEN}\s*(?:dot|\.)\s*${CLOSE}\s*|\s+dot\s+)`;
const WORD_DOT = String.raw`(?:\.|\s*${OPEN}\s*(?:dot|\.)\s*${CLOSE}\s*|\s+dot\s+)`;

// At most four dots before the "@" and seven after it: enough for real addresses, and it keeps a message of
// "a dot b dot b dot …" from being walked to its end from every word (quadratic time).
function address(at: string, dot: string): string {
  return String.raw`${LOCAL}(?:${dot}${LOCAL}){0,4}${at}${LABEL}(?:${dot}${LABEL}){0,6}${dot}${TOP_LEVEL}`;
}

const ANY_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+'-])(?:${address(MARKED_AT, MARKED_DOT)}|${address(WORD_AT, WORD_DOT)})`,
  'gu',
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One of the family's own addresses, with its "@" and dots written in any of the ways above. */
function familyAddress(email: string): string {
  return [...foldWord(email)]
    .map((character) => {
      if (character === '@') return `(?:${MARKED_AT}|${WORD_AT})`;
      // Every way of writing a dot after a word at is also one after an unmistakable at.
      if (character === '.') return MARKED_DOT;
      return escape(character);
    })
    .join('');
}

/** `text` with the family's addresses and every other e-mail address, however written, replaced by "[e-mail]". */
export function redactEmails(text: string, familyEmails: readonly string[]): string {
  const own = familyEmails.filter((email) => email.includes('@')).map(familyAddress);
  const withOwn =
    own.length === 0 ? text : replaceInFolded(text, new RegExp(own.join('|'), 'gu'), () => EMAIL_MARK);
  return replaceInFolded(withOwn, ANY_EMAIL, () => EMAIL_MARK);
}
