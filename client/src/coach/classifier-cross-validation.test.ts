// How the classifier learned from the tuning questions (ADR 0068) was chosen: five-fold cross-validation
// within the tuning questions only (question i is in fold i mod 5; each fold is classified by a classifier
// trained on the other four). Printed: the word matcher alone, the classifier alone and the two combined.
// The matcher was tuned on every one of these questions, so its figure here is what it was tuned to, not
// what it does on a question it has not met (docs/benchmarks.md, "Nia's answers to parents' questions").
import { describe, expect, it } from 'vitest';
import { answerFromLibrary } from './builtin-coach';
import { classifierOverrules } from './learned-topic';
import { parseQuestions } from './questions/question-set';
import tuningText from './questions/tuning-questions.txt?raw';
import { trainTopicClassifier } from './topic-classifier';

const FOLDS = 5;
const QUESTIONS = parseQuestions(tuningText);

function percent(count: number): string {
  return `${count} of ${QUESTIONS.length}, ${((count / QUESTIONS.length) * 100).toFixed(1)} %`;
}

describe('the topic classifier under cross-validation on the tuning questions', () => {
  it('files at least 85 % of the held-back fold on topic alone, and with the matcher at least 96.5 %', () => {
    let matcherOn = 0;
    let classifierOn = 0;
    let combinedOn = 0;
    for (let fold = 0; fold < FOLDS; fold += 1) {
      const classifier = trainTopicClassifier(QUESTIONS.filter((_question, index) => index % FOLDS !== fold));
      QUESTIONS.forEach(({ question, topics }, index) => {
        if (index % FOLDS !== fold) return;
        const classified = classifier.classify(question);
        let matched: string | null = null;
        const alone = answerFromLibrary(question, null, (_asked, topic) => {
          matched = topic;
          return null;
        }).topic?.id;
        const overruling = classifierOverrules(matched, classified);
        const combined =
          overruling === null ? alone : answerFromLibrary(question, null, () => overruling).topic?.id;
        if (alone !== undefined && topics.includes(alone)) matcherOn += 1;
        if (topics.includes(classified[0]?.id ?? '')) classifierOn += 1;
        if (combined !== undefined && topics.includes(combined)) combinedOn += 1;
      });
    }
    console.log(
      `cross-validation, ${FOLDS} folds: matcher alone ${percent(matcherOn)}; classifier alone ` +
        `${percent(classifierOn)}; combined ${percent(combinedOn)}`,
    );
    expect(classifierOn / QUESTIONS.length).toBeGreaterThanOrEqual(0.85);
    expect(combinedOn / QUESTIONS.length).toBeGreaterThanOrEqual(0.965);
  }, 240_000);
});
