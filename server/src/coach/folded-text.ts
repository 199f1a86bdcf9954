// Reading a message as a person does before looking for a family's private words in it (COACH-PRIVACY-1 in
// sync/SPEC.md, ADR 0053). The text is put in NFKC form, so a full-width "＠" is "@" and a decomposed "ë"
// is one letter; it is then compared without case, diacritics or invisible characters ("Zoë", "ZOE" and
// "Zo\u200Be" are one name). Matches found in the compared form are replaced in the text itself.

/** A text as it is sent, and the form it is compared in. */
export interface FoldedText {
  /** The text in NFKC form: what is sent, once its private words are replaced. */
  readonly text: string;
  /** `text` lowercased, without combining marks or invisible format characters. */
  readonly folded: string;
  /** For each UTF-16 index of `folded`, and one past its end, the index in `text` it comes from. */
  readonly origin: readonly number[];
}

// Marks left alone by NFKC (no precomposed letter exists) and zero-width or soft-hyphen characters a name
// can be split with: neither changes what a person reads.
const INVISIBLE = /^[\p{M}\p{Cf}]$/u;
const MARKS = /\p{M}/gu;

/** `input` in the form it is sent (NFKC) and the form it is compared in. */
export function foldText(input: string): FoldedText {
  const text = input.normalize('NFKC');
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    if (!INVISIBLE.test(character)) {
      const plain = character.normalize('NFD').replace(MARKS, '').toLowerCase();
      folded += plain;
      for (let unit = 0; unit < plain.length; unit++) origin.push(index);
    }
    index += character.length;
  }
  origin.push(text.length);
  return { text, folded, origin };
}

/** `word` as names and words are compared: NFKC, lowercase, no diacritics or invisible characters. */
export function foldWord(word: string): string {
  return foldText(word).folded;
}

/**
 * The text with each match of `pattern` (global, run on the folded form) replaced by what `replace` says
 * for it, or left as written when it says null. `original` is the matched part as written.
 */
export function replaceInFolded(
  input: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray, original: string) => string | null,
): string {
  const { text, folded, origin } = foldText(input);
  let result = '';
  let copied = 0;
  for (const match of folded.matchAll(pattern)) {
    const start = origin[match.index] ?? text.length;
    const end = origin[match.index + match[0].length] ?? text.length;
    const replacement = replace(match, text.slice(start, end));
    if (replacement === null || start < copied) continue;
    result += text.slice(copied, start) + replacement;
    copied = end;
  }
  return result + text.slice(copied);
}
