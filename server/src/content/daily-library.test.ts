import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '@sync/domain/age-group';
import { dailyPick } from './daily-pick';
import { allItems, libraryFor } from './daily-library/daily-library';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe("the boards' built-in daily content", () => {
  it.each(AGE_GROUPS)('has at least 120 jokes and 120 thoughts for ages %s', (band) => {
    expect(libraryFor('joke', band).length).toBeGreaterThanOrEqual(120);
    expect(libraryFor('quote', band).length).toBeGreaterThanOrEqual(120);
  });

  it.each(['joke', 'quote'] as const)(
    'has no %s twice, none longer than 160 characters, and no links',
    (kind) => {
      const texts = allItems(kind).map((item) => item.text);
      expect(new Set(texts.map(normalise)).size).toBe(texts.length);
      for (const text of texts) {
        expect(text.length, text).toBeLessThanOrEqual(160);
        expect(text).not.toMatch(/https?:|www\.|@/);
      }
    },
  );
});

describe('dailyPick', () => {
  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_unused, index) =>
      new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
    );

  it.each(AGE_GROUPS)(
    'never repeats an item for ages %s within 90 days, across a year boundary too',
    (band) => {
      for (const kind of ['joke', 'quote'] as const) {
        for (const start of ['2026-06-01', '2026-12-15', '1999-11-30', '2041-02-27']) {
          const picks = days(start, 365).map((date) => dailyPick(kind, band, date));
          for (let index = 0; index + 90 <= picks.length; index += 15) {
            const window = picks.slice(index, index + 90);
            expect(new Set(window).size).toBe(90);
          }
        }
      }
    },
  );

  it('picks the same item for the same band and date on every run, and different bands get different orders', () => {
    expect(dailyPick('joke', '5-6', '2026-11-24')).toBe(dailyPick('joke', '5-6', '2026-11-24'));
    const week = days('2026-11-24', 7);
    expect(week.map((date) => dailyPick('quote', '3-4', date))).not.toEqual(
      week.map((date) => dailyPick('quote', '13+', date)),
    );
  });
});
