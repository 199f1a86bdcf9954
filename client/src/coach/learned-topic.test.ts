// When the classifier's topic answers instead of the word matcher's (ADR 0068), and that questions outside the
// guide stay "I don't know" with the classifier trained on the tuning questions.
import { describe, expect, it } from 'vitest';
import { ANSWER_ALONE_SCORE, classifierOverrules, learnedTopic, OVERRULE_MARGIN } from './learned-topic';

const sure = [
  { id: 'pocket-money', score: 0.6 },
  { id: 'chores-by-age', score: 0.6 - OVERRULE_MARGIN },
];
const torn = [
  { id: 'pocket-money', score: 0.5 },
  { id: 'chores-by-age', score: 0.5 - OVERRULE_MARGIN / 2 },
];

describe("the classifier's say in Nia's answer", () => {
  it("overrules the matcher's topic when it is clearly ahead of its next topic", () => {
    expect(classifierOverrules('rewards-motivation', sure)).toBe('pocket-money');
  });

  it("leaves the matcher's topic when it is torn between two", () => {
    expect(classifierOverrules('rewards-motivation', torn)).toBeNull();
  });

  it('has nothing to add when it agrees with the matcher', () => {
    expect(classifierOverrules('pocket-money', sure)).toBeNull();
  });

  it('answers a question the matcher finds no topic for only when it is sure', () => {
    expect(classifierOverrules(null, [{ id: 'pets', score: ANSWER_ALONE_SCORE }])).toBe('pets');
    expect(classifierOverrules(null, [{ id: 'pets', score: ANSWER_ALONE_SCORE - 0.01 }])).toBeNull();
    expect(classifierOverrules(null, [])).toBeNull();
  });

  it('trained on the tuning questions, files a parent wording under its topic, typos and all', () => {
    expect(learnedTopic('my son wont brush his teeth', null)).toBe('brushing-teeth');
    expect(learnedTopic('how much alowance for a 9 year old', 'chores-by-age')).toBe('pocket-money');
  });

  it('trained on the tuning questions, leaves questions outside the guide unknown', () => {
    for (const question of [
      'how do I change a flat tyre',
      'How do I change the oil in my car?',
      "what's a good recipe for banana bread",
      'which mortgage should we choose',
    ]) {
      expect(learnedTopic(question, null), question).toBeNull();
    }
  });
});
