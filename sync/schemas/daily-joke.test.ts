import { describe, it, expect } from 'vitest';
import { dailyJokeInputSchema, dailyJokeSchema } from './daily-joke';
import { firstMessage } from './messages';

const valid = {
  date: '2025-04-15',
  ageGroup: '3-5',
  joke: 'Why did the banana go to the doctor? It was not peeling well.',
};

describe('daily joke', () => {
  it("V-CONTENT-1: accepts a joke and records 'openai' as its source by default", () => {
    expect(dailyJokeInputSchema.parse(valid)).toEqual({ ...valid, source: 'openai' });
  });

  it('V-CONTENT-1: keeps the source the generator names', () => {
    expect(dailyJokeInputSchema.parse({ ...valid, source: 'builtin' }).source).toBe('builtin');
  });

  it.each([
    ['empty text', { joke: '' }, 'Text is required'],
    ['no age group', { ageGroup: undefined }, 'Age group is required'],
    ['a date in another format', { date: '15 April' }, 'Invalid date format. Use YYYY-MM-DD'],
  ])('V-CONTENT-1: rejects a joke with %s, saying so', (_label, change, message) => {
    expect(firstMessage(dailyJokeInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-DOC-1: a daily joke document carries its ids and when it was generated', () => {
    const doc = {
      ...valid,
      source: 'openai',
      id: '0190b7a0-0000-7000-8000-0000000000d0',
      generatedAt: '2025-04-15T04:00:00.000Z',
    };
    expect(dailyJokeSchema.parse(doc)).toEqual(doc);
  });
});
