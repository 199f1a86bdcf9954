import { describe, it, expect } from 'vitest';
import { dailyQuoteInputSchema, dailyQuoteSchema } from './daily-quote';
import { firstMessage } from './messages';

const valid = { date: '2025-04-15', ageGroup: '3-5', quote: 'Every small step counts.' };

describe('daily quote', () => {
  it("V-CONTENT-1: accepts a quote and records 'openai' as its source by default", () => {
    expect(dailyQuoteInputSchema.parse(valid)).toEqual({ ...valid, source: 'openai' });
  });

  it('V-CONTENT-1: keeps the source the generator names', () => {
    expect(dailyQuoteInputSchema.parse({ ...valid, source: 'builtin' }).source).toBe('builtin');
  });

  it.each([
    ['empty text', { quote: '' }, 'Text is required'],
    ['no age group', { ageGroup: undefined }, 'Age group is required'],
    ['a date in another format', { date: '15 April' }, 'Invalid date format. Use YYYY-MM-DD'],
  ])('V-CONTENT-1: rejects a quote with %s, saying so', (_label, change, message) => {
    expect(firstMessage(dailyQuoteInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-DOC-1: a daily quote document carries its ids and when it was generated', () => {
    const doc = {
      ...valid,
      source: 'openai',
      id: '0190b7a0-0000-7000-8000-0000000000d0',
      generatedAt: '2025-04-15T04:00:00.000Z',
    };
    expect(dailyQuoteSchema.parse(doc)).toEqual(doc);
  });
});
