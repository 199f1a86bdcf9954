import { describe, expect, it } from 'vitest';
import { answersQuestion, grownUpQuestion, numberInWords } from './grown-up-question';

describe('the grown-up question', () => {
  it('writes numbers in words as a grown-up reads them', () => {
    expect(numberInWords(7)).toBe('seven');
    expect(numberInWords(13)).toBe('thirteen');
    expect(numberInWords(40)).toBe('forty');
    expect(numberInWords(47)).toBe('forty-seven');
    expect(numberInWords(300)).toBe('three hundred');
    expect(numberInWords(305)).toBe('three hundred and five');
    expect(numberInWords(412)).toBe('four hundred and twelve');
    expect(numberInWords(999)).toBe('nine hundred and ninety-nine');
    expect(() => numberInWords(1000)).toThrow(RangeError);
  });

  it('asks for a three-digit number that is never a round hundred', () => {
    for (const random of [0, 0.0001, 0.11, 0.5, 0.9999]) {
      const question = grownUpQuestion(() => random);
      const value = Number(question.answer);
      expect(value).toBeGreaterThanOrEqual(101);
      expect(value).toBeLessThanOrEqual(999);
      expect(value % 100).not.toBe(0);
      expect(question.words).toBe(numberInWords(value));
    }
  });

  it('gives different questions for different draws', () => {
    const answers = new Set([0.1, 0.3, 0.5, 0.7, 0.9].map((random) => grownUpQuestion(() => random).answer));
    expect(answers.size).toBe(5);
  });

  it('takes the digits typed, with or without spaces, and nothing else', () => {
    const question = { words: 'four hundred and twelve', answer: '412' };
    expect(answersQuestion(question, '412')).toBe(true);
    expect(answersQuestion(question, ' 4 12 ')).toBe(true);
    expect(answersQuestion(question, '421')).toBe(false);
    expect(answersQuestion(question, '')).toBe(false);
    expect(answersQuestion(question, 'four hundred and twelve')).toBe(false);
  });
});
