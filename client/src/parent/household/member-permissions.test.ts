import { describe, expect, it } from 'vitest';
import { mayDo, roleOf } from './member-permissions';

describe('member permissions', () => {
  it('lets a caregiver tick, stop alarms, give a bonus and hand over rewards, and nothing that edits', () => {
    for (const action of ['seeDays', 'tickSteps', 'stopAlarms', 'giveBonus', 'handOverRewards'] as const) {
      expect(mayDo('caregiver', action)).toBe(true);
    }
    for (const action of [
      'editRoutines',
      'editRewards',
      'editChildren',
      'pairBoards',
      'seeMemberEmails',
      'exportData',
      'deleteFamily',
      'useCoach',
      'inviteMembers',
    ] as const) {
      expect(mayDo('caregiver', action)).toBe(false);
    }
  });

  it('lets a parent do everything the owner does except delete the family', () => {
    expect(mayDo('parent', 'editRoutines')).toBe(true);
    expect(mayDo('parent', 'exportData')).toBe(true);
    expect(mayDo('parent', 'inviteMembers')).toBe(true);
    expect(mayDo('parent', 'deleteFamily')).toBe(false);
    expect(mayDo('owner', 'deleteFamily')).toBe(true);
  });

  it('lets every member but the owner leave the family', () => {
    expect(mayDo('owner', 'leaveFamily')).toBe(false);
    expect(mayDo('parent', 'leaveFamily')).toBe(true);
    expect(mayDo('caregiver', 'leaveFamily')).toBe(true);
  });

  it('reads an account remembered without a role as the owner', () => {
    expect(roleOf({})).toBe('owner');
    expect(roleOf({ role: 'caregiver' })).toBe('caregiver');
  });
});
