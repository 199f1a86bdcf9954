import { describe, expect, it } from 'vitest';
import { describeReport, parseQuestions, scoreQuestions, type Answered } from './question-set';

const QUESTIONS = parseQuestions(
  [
    'brushing-teeth | toothbrush fights',
    'bedtime-routine | a calm evening',
    'morning-routine | mornings',
    'homework | spelling lists',
  ].join('\n'),
);

/** Right, wrong, unsure with the right topic offered, and "I don't know". */
const ANSWERS: Record<string, Answered> = {
  'toothbrush fights': { topic: 'brushing-teeth', offered: [] },
  'a calm evening': { topic: 'bedtime-battles', offered: [] },
  mornings: { topic: null, offered: ['out-the-door', 'morning-routine'] },
  'spelling lists': { topic: null, offered: [] },
};

describe('scoring Nia on a question set', () => {
  const report = scoreQuestions(QUESTIONS, (question) => ANSWERS[question] ?? { topic: null, offered: [] });

  it('counts a question on topic only when answered with its topic (top-1)', () => {
    expect(report.onTopic).toBe(1);
  });

  it('counts the right topic among those offered: answered with it, or offered it when unsure', () => {
    expect(report.amongOffered).toBe(2);
  });

  it('tells unsure answers apart from "I don\'t know"', () => {
    expect(report.unsure).toBe(1);
    expect(report.unknown).toBe(1);
  });

  it('reports both figures and names what each miss got', () => {
    const text = describeReport('sample', report);
    expect(text).toContain(
      'sample: 1 of 4, 25.0 % on topic (top-1), 2, 50.0 % among those offered, 1 unsure, 1 "I don\'t know"',
    );
    expect(text).toContain('mornings → unsure: out-the-door, morning-routine (expected morning-routine)');
    expect(text).toContain("spelling lists → I don't know (expected homework)");
  });
});
