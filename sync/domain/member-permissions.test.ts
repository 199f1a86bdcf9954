import { describe, expect, it } from 'vitest';
import { endpointAction, roleMay, roleMayDo } from './member-permissions';

describe('member permissions in the apps', () => {
  it('lets a caregiver tick, stop alarms, give a bonus and hand over rewards, and nothing that edits (HOUSEHOLD-1)', () => {
    for (const action of ['seeDays', 'tickSteps', 'stopAlarms', 'giveBonus', 'handOverRewards'] as const) {
      expect(roleMayDo('caregiver', action)).toBe(true);
    }
    for (const action of [
      'editRoutines',
      'editRewards',
      'editChildren',
      'pairBoards',
      'previewBoard',
      'seeMemberEmails',
      'takeCoinsBack',
      'spendCoins',
      'exportData',
      'deleteFamily',
      'useCoach',
      'inviteMembers',
    ] as const) {
      expect(roleMayDo('caregiver', action)).toBe(false);
    }
  });

  it('lets a parent do everything the owner does except delete the family (HOUSEHOLD-1)', () => {
    expect(roleMayDo('parent', 'editRoutines')).toBe(true);
    expect(roleMayDo('parent', 'exportData')).toBe(true);
    expect(roleMayDo('parent', 'inviteMembers')).toBe(true);
    expect(roleMayDo('parent', 'deleteFamily')).toBe(false);
    expect(roleMayDo('owner', 'deleteFamily')).toBe(true);
  });

  it('lets every member but the owner leave the family', () => {
    expect(roleMayDo('owner', 'leaveFamily')).toBe(false);
    expect(roleMayDo('parent', 'leaveFamily')).toBe(true);
    expect(roleMayDo('caregiver', 'leaveFamily')).toBe(true);
  });

  it('grants an app action exactly when the server grants its group', () => {
    expect(roleMayDo('caregiver', 'giveBonus')).toBe(roleMay('caregiver', 'use'));
    expect(roleMayDo('parent', 'exportData')).toBe(roleMay('parent', 'export'));
  });

  it("lets every member load the app's own files and pages, and judges only the API by the table (HOUSEHOLD-2)", () => {
    for (const route of ['/*', '/assets/*', '/robots.txt', '/sitemap.xml', '/healthz', '/readyz']) {
      expect(roleMay('caregiver', endpointAction('GET', route)), route).toBe(true);
    }
    expect(endpointAction('GET', '/api/account/export')).toBe('export');
    expect(endpointAction('PUT', '/api/account/family')).toBe('manage');
    expect(endpointAction('GET', '/api/a-route-nobody-listed')).toBe('manage');
  });
});
