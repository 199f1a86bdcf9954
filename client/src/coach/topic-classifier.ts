// A topic classifier learned from parents' questions labelled with the guide's topics (ADR 0068). The word
// matcher (topic-search.ts) knows the guide's own words; this knows how parents worded the questions they
// asked, so a question worded unlike the guide can still find the topic of the questions it resembles.
// A question is read as TF-IDF features of two kinds, each compared by cosine: its words as the matcher
// reads them (synonyms mapped, stemmed) and their pairs, and the letters of its words in runs of three to
// five, which a typo ("brushng", "alowance") mostly keeps. It is scored against the nearest labelled
// questions of each topic. Pure: trained from the questions it is given, in a few milliseconds.
import { searchTerm, wordsOf } from './question-words';

/** A question and the topics a person filed it under. */
export interface LabelledExample {
  readonly question: string;
  readonly topics: readonly string[];
}

/** A topic the classifier finds for a question, with its score (0 to 1: how like that topic's questions). */
export interface ClassifiedTopic {
  readonly id: string;
  readonly score: number;
}

export interface TopicClassifier {
  /** Every topic it was trained on, best first. */
  classify(question: string): ClassifiedTopic[];
}

/** How the classifier weighs what it sees; the defaults were chosen by cross-validation on the tuning set. */
export interface ClassifierOptions {
  /** How much the letters of the words count against the words themselves (0 to 1). */
  readonly letterWeight: number;
  /** How many of a topic's nearest questions make its score. */
  readonly neighbours: number;
}

export const CLASSIFIER_DEFAULTS: ClassifierOptions = { letterWeight: 0.3, neighbours: 5 };

type Vector = ReadonlyMap<string, number>;

/** A question's features in two kinds: its words and word pairs, and the letter runs of its words. */
interface Features {
  readonly words: Map<string, number>;
  readonly letters: Map<string, number>;
}

function count(into: Map<string, number>, feature: string): void {
  into.set(feature, (into.get(feature) ?? 0) + 1);
}

function featuresOf(question: string): Features {
  const words = new Map<string, number>();
  const letters = new Map<string, number>();
  const spoken = wordsOf(question).filter((word) => searchTerm(word) !== null);
  const terms = spoken.map((word) => searchTerm(word) ?? word);
  terms.forEach((term, index) => {
    count(words, term);
    const next = terms[index + 1];
    if (next !== undefined) count(words, `${term} ${next}`);
  });
  for (const word of spoken) {
    const padded = `<${word}>`;
    for (let size = 3; size <= 5; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1)
        count(letters, padded.slice(start, start + size));
    }
  }
  return { words, letters };
}

/** Inverse document frequency of every feature of one kind over the training questions. */
function inverseFrequencies(all: readonly Map<string, number>[]): Map<string, number> {
  const seenIn = new Map<string, number>();
  for (const features of all) for (const feature of features.keys()) count(seenIn, feature);
  const idf = new Map<string, number>();
  for (const [feature, documents] of seenIn)
    idf.set(feature, Math.log((all.length + 1) / (documents + 1)) + 1);
  return idf;
}

/** Sublinear TF-IDF, unit length; a feature never seen in training is left out. */
function weighted(features: Map<string, number>, idf: ReadonlyMap<string, number>): Vector {
  const vector = new Map<string, number>();
  let norm = 0;
  for (const [feature, times] of features) {
    const rarity = idf.get(feature);
    if (rarity === undefined) continue;
    const weight = (1 + Math.log(times)) * rarity;
    vector.set(feature, weight);
    norm += weight * weight;
  }
  if (norm === 0) return vector;
  const length = Math.sqrt(norm);
  for (const [feature, weight] of vector) vector.set(feature, weight / length);
  return vector;
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [feature, weight] of small) sum += weight * (large.get(feature) ?? 0);
  return sum;
}

interface Example {
  readonly words: Vector;
  readonly letters: Vector;
  readonly topics: readonly string[];
}

/** Learns the topics of `examples`; nothing else is kept from them. */
export function trainTopicClassifier(
  examples: readonly LabelledExample[],
  options: ClassifierOptions = CLASSIFIER_DEFAULTS,
): TopicClassifier {
  const features = examples.map((example) => featuresOf(example.question));
  const wordRarity = inverseFrequencies(features.map((each) => each.words));
  const letterRarity = inverseFrequencies(features.map((each) => each.letters));
  const trained: Example[] = examples.map((example, index) => {
    const own = features[index] ?? featuresOf(example.question);
    return {
      words: weighted(own.words, wordRarity),
      letters: weighted(own.letters, letterRarity),
      topics: example.topics,
    };
  });
  const topicIds = [...new Set(examples.flatMap((example) => example.topics))];

  return {
    classify(question) {
      const asked = featuresOf(question);
      const words = weighted(asked.words, wordRarity);
      const letters = weighted(asked.letters, letterRarity);
      const nearest = new Map<string, number[]>(topicIds.map((id) => [id, []]));
      for (const example of trained) {
        const similarity =
          (1 - options.letterWeight) * cosine(words, example.words) +
          options.letterWeight * cosine(letters, example.letters);
        for (const topic of example.topics) nearest.get(topic)?.push(similarity);
      }
      return topicIds
        .map((id) => {
          const closest = (nearest.get(id) ?? []).sort((a, b) => b - a).slice(0, options.neighbours);
          const score = closest.reduce((sum, similarity) => sum + similarity, 0) / options.neighbours;
          return { id, score };
        })
        .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    },
  };
}
