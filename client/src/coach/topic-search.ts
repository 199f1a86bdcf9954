// Matching a parent's question to a topic of the built-in guide: a BM25 ranking (MiniSearch) over each
// topic's title, the ways parents ask about it and its advice, with stemming ("tantrums" finds "tantrum"),
// a few synonyms parents use (telly, iPad, TV), fuzzy matching for typos and prefixes for half-typed words.
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { COACH_LIBRARY } from './library/coach-library';

/** Words that say nothing about the topic. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from get gets got has have how i if in into is it its me my ' +
    'of on or our so that the their them then there they this to too us was we what when where which who why ' +
    'will with you your im ive dont doesnt just really very help any tips advice should would could kid kids much ' +
    'child children son daughter year years old yo every all always never one'
  ).split(' '),
);

/** Words parents use for the same thing, mapped to the word the guide uses. */
const SYNONYMS: Record<string, string> = {
  telly: 'tv',
  television: 'tv',
  ipad: 'tablet',
  cartoons: 'tv',
  netflix: 'tv',
  fortnite: 'gaming',
  minecraft: 'gaming',
  roblox: 'gaming',
  console: 'gaming',
  xbox: 'gaming',
  playstation: 'gaming',
  nintendo: 'gaming',
  bath: 'bedtime',
  bathtime: 'bedtime',
  pyjamas: 'bedtime',
  pajamas: 'bedtime',
  nighttime: 'night',
  meltdown: 'tantrum',
  meltdowns: 'tantrum',
  tantrums: 'tantrum',
  screaming: 'tantrum',
  outburst: 'tantrum',
  veg: 'vegetables',
  veggies: 'vegetables',
  fussy: 'picky',
  dinner: 'mealtime',
  supper: 'mealtime',
  meals: 'mealtime',
  jobs: 'chores',
  housework: 'chores',
  allowance: 'pocket',
  brother: 'sibling',
  sister: 'siblings',
  siblings: 'sibling',
  mess: 'messy',
  bedroom: 'room',
  slow: 'dawdling',
  distracted: 'focus',
  concentrate: 'focus',
  attention: 'focus',
  anxious: 'worries',
  anxiety: 'worries',
  worried: 'worries',
  scared: 'worries',
  fears: 'worries',
  angry: 'feelings',
  sad: 'feelings',
  emotions: 'feelings',
  emotional: 'feelings',
  mobile: 'phone',
  smartphone: 'phone',
  tiktok: 'social',
  instagram: 'social',
  snapchat: 'social',
  whatsapp: 'social',
  stickers: 'sticker',
  bribe: 'rewards',
  bribing: 'rewards',
  prize: 'rewards',
  prizes: 'rewards',
  nursery: 'school',
  preschool: 'school',
  kindergarten: 'school',
  ignoring: 'listen',
  ignores: 'listen',
  listening: 'listen',
  disobedient: 'defiant',
  rude: 'backchat',
  wakes: 'waking',
  waking: 'waking',
  nightmare: 'nightmares',
  sleeping: 'sleep',
  asleep: 'sleep',
  leave: 'leaving',
  late: 'late',
  rush: 'rushing',
  hurry: 'rushing',
};

/** A term as the index and the query both see it: lower case, synonyms mapped, stemmed; null for stop words. */
export function searchTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stemmer(SYNONYMS[word] ?? word);
}

interface IndexedTopic {
  id: string;
  title: string;
  phrases: string;
  advice: string;
}

const index = new MiniSearch<IndexedTopic>({
  fields: ['title', 'phrases', 'advice'],
  processTerm: (term) => searchTerm(term),
  searchOptions: {
    boost: { title: 3, phrases: 2, advice: 0.4 },
    // Typos: one edit in a five-letter word (short words must match exactly); half-typed words match their start.
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    prefix: (term) => term.length > 3,
    combineWith: 'OR',
  },
});
index.addAll(
  COACH_LIBRARY.map((topic) => ({
    id: topic.id,
    title: topic.title,
    phrases: topic.phrases.join(' · '),
    advice: [topic.core, ...Object.values(topic.bands).flatMap((band) => [band.say, ...band.tips])].join(' '),
  })),
);

/** A ranked topic. */
export interface TopicMatch {
  readonly id: string;
  readonly score: number;
}

/** Below this score a question matches no topic: "I don't know that one yet". */
export const MATCH_THRESHOLD = 6.5;

/** The topics for `question`, best first, with their scores (empty when nothing is close). */
export function rankTopics(question: string): TopicMatch[] {
  return index.search(question).map((result) => ({ id: String(result.id), score: result.score }));
}
