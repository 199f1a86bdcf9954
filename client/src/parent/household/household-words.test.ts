import { describe, expect, it } from 'vitest';
import { lastActiveLabel, lastDayLabel, linkExpiryLabel, untilChoices } from './household-words';

describe('household words', () => {
  it('offers the coming Sunday as "Until Sunday", a week on when today is a Sunday', () => {
    // 2026-11-26 is a Thursday, 2026-11-29 a Sunday.
    expect(untilChoices('2026-11-26').find((c) => c.label === 'Until Sunday')?.date).toBe('2026-11-29');
    expect(untilChoices('2026-11-29').find((c) => c.label === 'Until Sunday')?.date).toBe('2026-12-06');
    expect(untilChoices('2026-11-26')[0]).toEqual({ label: 'Just today', date: '2026-11-26' });
  });

  it('names a last day near today in words and a later one by its date', () => {
    expect(lastDayLabel('2026-11-26', '2026-11-26')).toBe('last day today');
    expect(lastDayLabel('2026-11-27', '2026-11-26')).toBe('last day tomorrow');
    expect(lastDayLabel('2026-11-29', '2026-11-26')).toBe('last day Sun 29 Nov');
    expect(lastDayLabel('2026-11-20', '2026-11-26')).toBe('access ended Fri 20 Nov');
  });

  it("says an invitation link's expiry apart from a caregiver's last day, in the family's calendar", () => {
    expect(linkExpiryLabel('2026-11-26T22:00:00.000Z', '2026-11-26', 'America/Toronto')).toBe(
      'Link works until today',
    );
    expect(linkExpiryLabel('2026-11-27T06:00:00.000Z', '2026-11-26', 'Europe/Paris')).toBe(
      'Link works until tomorrow',
    );
    expect(linkExpiryLabel('2026-12-09T12:00:00.000Z', '2026-11-26', 'UTC')).toBe(
      'Link works until Wed 9 Dec',
    );
  });

  it('says when a member was last active in the family calendar', () => {
    expect(lastActiveLabel(null, '2026-11-26', 'UTC')).toBe('Not active yet');
    expect(lastActiveLabel('2026-11-26T08:00:00.000Z', '2026-11-26', 'UTC')).toBe('Active today');
    expect(lastActiveLabel('2026-11-25T08:00:00.000Z', '2026-11-26', 'UTC')).toBe('Active yesterday');
    expect(lastActiveLabel('2026-11-23T08:00:00.000Z', '2026-11-26', 'UTC')).toBe('Active 3 days ago');
  });
});
