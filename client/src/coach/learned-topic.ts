// When Nia's answer comes from the topic classifier rather than the word matcher (ADR 0068). The classifier is
// trained on the tuning questions (questions/tuning-questions.txt, never the held-out ones) the first time a
// parent asks something, so its cost is paid only on Nia's screen. The rule and its two figures were chosen
// by cross-validation within the tuning questions (docs/benchmarks.md, "Nia's answers to parents' questions").
import { parseQuestions } from './questions/question-set';
import tuningText from './questions/tuning-questions.txt?raw';
import { trainTopicClassifier, type ClassifiedTopic, type TopicClassifier } from './topic-classifier';

/**
 * How far ahead of the next topic the classifier's first must be to overrule the matcher's answer: it
 * knows the wordings of parents' questions, the matcher only the guide's words, but when it is torn
 * between two topics the matcher's reading stands.
 */
export const OVERRULE_MARGIN = 0.15;

/**
 * How sure the classifier must be to answer a question the matcher finds no topic for: the median score of
 * the tuning questions it files right under cross-validation. A question outside the guide ("how do I
 * change a flat tyre") may still resemble some parents' questions, and must stay "I don't know".
 */
export const ANSWER_ALONE_SCORE = 0.45;

/** The classifier's topic when it should answer instead of the matcher's (`matched`, null for none); else null. */
export function classifierOverrules(
  matched: string | null,
  classified: readonly ClassifiedTopic[],
): string | null {
  const [first, second] = classified;
  if (!first) return null;
  if (matched === null) return first.score >= ANSWER_ALONE_SCORE ? first.id : null;
  const margin = first.score - (second?.score ?? 0);
  return first.id !== matched && margin >= OVERRULE_MARGIN ? first.id : null;
}

let trained: TopicClassifier | undefined;

/** The classifier trained on the tuning questions, trained on first use. */
function tuningClassifier(): TopicClassifier {
  trained ??= trainTopicClassifier(parseQuestions(tuningText));
  return trained;
}

/** The topic the classifier answers `question` with instead of the matcher's `matched`, or null. */
export function learnedTopic(question: string, matched: string | null): string | null {
  return classifierOverrules(matched, tuningClassifier().classify(question));
}
