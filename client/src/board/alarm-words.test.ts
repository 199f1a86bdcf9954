import { describe, expect, it } from 'vitest';
import { alarmWords } from './alarm-words';

describe('what a ringing alarm says', () => {
  it('says the name first, then the time', () => {
    expect(alarmWords('Time for school!', '7:47 AM')).toBe("Time for school! It's 7:47 AM. Tap stop.");
    expect(alarmWords('  Swimming ', '4:00 PM')).toBe("Swimming! It's 4:00 PM. Tap stop.");
  });

  it('says the time alone for an alarm with no name', () => {
    expect(alarmWords('', '7:47 PM')).toBe("It's 7:47 PM! Tap stop.");
  });
});
