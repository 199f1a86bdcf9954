// Matching a parent's question to a topic of the built-in guide: a BM25 ranking (MiniSearch) over each
// topic's title, its keywords, the ways parents ask about it and its advice. Both the guide and the question
// are read the same way (ADR 0055): apostrophes dropped, a few phrases rewritten, words that say nothing
// skipped, parents' other words mapped to the guide's (telly, iPad, nappy), then stemmed ("tantrums" finds
// "tantrum"). A word the guide does not know is read as the known word a typo away (a half-typed word
// is a typo too).
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { closestWord } from './closest-word';
import { COACH_LIBRARY } from './library/coach-library';
import { SYNONYMS, WEAK_WORDS } from './library/query-words';
import { searchTerm, wordsOf } from './question-words';

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  phrases: string;
  advice: string;
}

const documents: IndexedTopic[] = COACH_LIBRARY.map((topic) => ({
  id: topic.id,
  title: topic.title,
  keywords: topic.keywords.join(' '),
  phrases: topic.phrases.join(' · '),
  advice: [topic.core, ...Object.values(topic.bands).flatMap((band) => [band.say, ...band.tips])].join(' '),
}));

/** Every word the guide knows: its own words, then the other words parents use. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...documents.flatMap((topic) =>
    wordsOf(`${topic.title} ${topic.keywords} ${topic.phrases} ${topic.advice}`),
  ),
  ...Object.keys(SYNONYMS),
]);

/** The stems of those words: a word whose stem the guide knows ("rushes", "rushing") is not a typo. */
const KNOWN_STEMS: ReadonlySet<string> = new Set([...KNOWN_WORDS].map((word) => stemmer(word)));

/**
 * The words a typo is read as: those that name a topic (titles, keywords, phrases), not every word of the
 * advice, so that an ordinary word the guide happens not to use is less often mistaken for one.
 */
const TOPIC_WORDS: ReadonlySet<string> = new Set(
  documents.flatMap((topic) => wordsOf(`${topic.title} ${topic.keywords} ${topic.phrases}`)),
);

/** A typo's reading counts for less than a word as typed: it may be a real word the guide does not know. */
const TYPO_WEIGHT = 0.5;

/** What a word that names no particular struggle ("fight", "battle") counts for. */
const WEAK_WEIGHT = 0.3;
const WEAK_TERMS: ReadonlySet<string> = new Set(
  [...WEAK_WORDS].flatMap((word) => {
    const term = searchTerm(word);
    return term ? [term] : [];
  }),
);

/** How much a term of the question counts. */
function termWeight(term: string, typos: ReadonlySet<string>): number {
  return (typos.has(term) ? TYPO_WEIGHT : 1) * (WEAK_TERMS.has(term) ? WEAK_WEIGHT : 1);
}

/** The question's words as the guide knows them, and the terms that came from reading a typo. */
function spelled(question: string): { text: string; typos: Set<string> } {
  const typos = new Set<string>();
  const words = wordsOf(question).map((word) => {
    if (searchTerm(word) === null || KNOWN_STEMS.has(stemmer(word))) return word;
    const known = closestWord(word, TOPIC_WORDS);
    const term = known === word ? null : searchTerm(known);
    if (term) typos.add(term);
    return known;
  });
  return { text: words.join(' '), typos };
}

const index = new MiniSearch<IndexedTopic>({
  fields: ['title', 'keywords', 'phrases', 'advice'],
  tokenize: (text) => wordsOf(text),
  processTerm: (term) => searchTerm(term),
  searchOptions: {
    boost: { title: 1, keywords: 3, phrases: 2, advice: 0.4 },
    combineWith: 'OR',
  },
});
index.addAll(documents);

/** A ranked topic. */
export interface TopicMatch {
  readonly id: string;
  readonly score: number;
}

/** Below this score a question matches no topic well enough to answer it. */
export const MATCH_THRESHOLD = 6.5;

/**
 * A question no topic reaches `MATCH_THRESHOLD` for, but two or three reach this score, leaves Nia unsure: she
 * offers those topics ("Did you mean…?"); otherwise she says "I don't know that one yet". Questions outside
 * the guide have at most one topic this near, the guide's own near misses two or more (docs/benchmarks.md,
 * "Nia's answers to parents' questions").
 */
export const UNSURE_THRESHOLD = 2.5;

/** The topics for `question`, best first, with their scores (empty when nothing is close). */
export function rankTopics(question: string): TopicMatch[] {
  const { text, typos } = spelled(question);
  return index
    .search(text, { boostTerm: (term) => termWeight(term, typos) })
    .map((result) => ({ id: String(result.id), score: result.score }));
}
