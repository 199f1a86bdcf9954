import { describe, it, expect } from 'vitest';
import { dailyContentInputSchema, dailyContentSchema } from './daily-content';
import { firstMessage } from '../schemas/messages';

const examples = {
  quote: { date: '2025-04-15', ageGroup: '3-5', kind: 'quote', text: 'Every small step counts.' },
  joke: {
    date: '2025-04-15',
    ageGroup: '3-5',
    kind: 'joke',
    text: 'Why did the banana go to the doctor? It was not peeling well.',
  },
} as const;

describe.each(Object.entries(examples))('daily content: a %s', (kind, valid) => {
  it(`V-CONTENT-1: accepts a ${kind} and records 'openai' as its source by default`, () => {
    expect(dailyContentInputSchema.parse(valid)).toEqual({ ...valid, source: 'openai' });
  });

  it('V-CONTENT-1: keeps the source the generator names', () => {
    expect(dailyContentInputSchema.parse({ ...valid, source: 'builtin' }).source).toBe('builtin');
  });

  it.each([
    ['empty text', { text: '' }, 'Text is required'],
    ['no age group', { ageGroup: undefined }, 'Age group is required'],
    ['a date in another format', { date: '15 April' }, 'Invalid date format. Use YYYY-MM-DD'],
  ])(`V-CONTENT-1: rejects a ${kind} with %s, saying so`, (_label, change, message) => {
    expect(firstMessage(dailyContentInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it(`V-DOC-1: a daily ${kind} document carries its ids and when it was generated`, () => {
    const doc = {
      ...valid,
      source: 'openai',
      id: '0190b7a0-0000-7000-8000-0000000000d0',
      generatedAt: '2025-04-15T04:00:00.000Z',
    };
    expect(dailyContentSchema.parse(doc)).toEqual(doc);
  });
});

describe('daily content', () => {
  it('V-CONTENT-1: is a quote or a joke, nothing else', () => {
    expect(dailyContentInputSchema.safeParse({ ...examples.quote, kind: 'riddle' }).success).toBe(false);
  });
});
