import { describe, expect, it } from 'vitest';
import { BOARD_WRITER, type LedgerWriter } from './ledger-claims';
import { routineDayRefusal } from './routine-instance-days';

const today = '2026-03-10';
const caregiver: LedgerWriter = { kind: 'member', role: 'caregiver' };
const parent: LedgerWriter = { kind: 'member', role: 'parent' };
const owner: LedgerWriter = { kind: 'member', role: 'owner' };

describe('D-BLEDGER-7, D-BLEDGER-8: the days each writer may record a routine for', () => {
  it.each([
    ['2026-03-11', 'tomorrow'],
    ['2026-03-02', 'eight days ago'],
  ])('lets every writer record %s (%s)', (date) => {
    for (const writer of [BOARD_WRITER, caregiver, parent, owner]) {
      expect(routineDayRefusal(writer, date, today)).toBeNull();
    }
  });

  it('refuses every writer the day after tomorrow and a day years ahead', () => {
    for (const date of ['2026-03-12', '2099-01-01']) {
      expect(routineDayRefusal(BOARD_WRITER, date, today)).toBe(
        'A board can only record a routine for a day in the last week.',
      );
      expect(routineDayRefusal(caregiver, date, today)).toBe(
        'A caregiver can only record a routine for a day in the last week.',
      );
      for (const member of [parent, owner]) {
        expect(routineDayRefusal(member, date, today)).toBe(
          'A routine can only be recorded for a day that has come.',
        );
      }
    }
  });

  it('lets a parent or the owner correct a day long past, and not a board or a caregiver', () => {
    for (const date of ['2026-03-01', '2020-01-01']) {
      expect(routineDayRefusal(parent, date, today)).toBeNull();
      expect(routineDayRefusal(owner, date, today)).toBeNull();
      expect(routineDayRefusal(BOARD_WRITER, date, today)).not.toBeNull();
      expect(routineDayRefusal(caregiver, date, today)).not.toBeNull();
    }
  });
});
