// How Nia reads the words of a question (ADR 0055), shared by the topic matcher and the topic classifier:
// apostrophes dropped, a few phrases rewritten, words that say nothing skipped, parents' other words mapped
// to the guide's, then stemmed.
import { stemmer } from 'stemmer';
import { PHRASE_REWRITES } from './library/phrase-rewrites';
import { STOP_WORDS, SYNONYMS } from './library/query-words';

/** The text as words, lower case, apostrophes gone ("won't" is "wont"), phrases rewritten. */
export function wordsOf(text: string): string[] {
  let lower = text.toLowerCase().replace(/['’‘`]/g, '');
  for (const [pattern, replacement] of PHRASE_REWRITES) lower = lower.replace(pattern, replacement);
  return lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** A word as the index and the query both see it: synonyms mapped, stemmed; null when it says nothing. */
export function searchTerm(word: string): string | null {
  // Ages and counts ("4", "7yo") say nothing; times of day ("5am", "10pm") do.
  if (/^\d+(yo|yrs?|y)?$/.test(word)) return null;
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stemmer(SYNONYMS[word] ?? word);
}
