import { describe, expect, it } from 'vitest';
import { dayPartAt, greetingFor } from './greeting';

describe('the board greeting', () => {
  it("greets by the family's time of day, not the tablet's", () => {
    // 06:30 UTC is 07:30 in Paris in winter: morning there.
    expect(greetingFor(new Date('2026-01-15T06:30:00Z'), 'Europe/Paris', 'Maya')).toBe('Good morning, Maya!');
    expect(greetingFor(new Date('2026-01-15T13:00:00Z'), 'Europe/Paris', 'Maya')).toBe(
      'Good afternoon, Maya!',
    );
    expect(greetingFor(new Date('2026-01-15T18:00:00Z'), 'Europe/Paris', 'Maya')).toBe('Good evening, Maya!');
    expect(greetingFor(new Date('2026-01-15T22:00:00Z'), 'Europe/Paris', 'Maya')).toBe('Good night, Maya!');
  });

  it('uses the first name only, and greets without a name while none is known', () => {
    expect(greetingFor(new Date('2026-01-15T08:00:00Z'), 'UTC', '  Maya Rose ')).toBe('Good morning, Maya!');
    expect(greetingFor(new Date('2026-01-15T08:00:00Z'), 'UTC', undefined)).toBe('Good morning!');
  });

  it('turns from night to morning at five', () => {
    expect(dayPartAt(new Date('2026-01-15T04:59:00Z'), 'UTC')).toBe('night');
    expect(dayPartAt(new Date('2026-01-15T05:00:00Z'), 'UTC')).toBe('morning');
  });
});
