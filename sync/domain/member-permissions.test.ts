import { describe, expect, it } from 'vitest';
import {
  endedMembershipMessage,
  endpointAction,
  lastDayRefusal,
  ownMembershipRefusal,
  roleMay,
  roleMayDo,
} from './member-permissions';
import { MESSAGES } from '../schemas/messages';

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

  it('lets a caregiver whose browser still holds their session sign in, up or reset a password (HOUSEHOLD-2)', () => {
    for (const route of [
      '/api/login',
      '/api/register',
      '/api/auth/reset-password',
      '/api/auth/reset-password/:token',
    ]) {
      expect(roleMay('caregiver', endpointAction('POST', route)), route).toBe(true);
    }
  });
});

describe('changes to a membership', () => {
  it("refuses a last day before the family's today and takes today, a later day or none (HOUSEHOLD-11)", () => {
    expect(lastDayRefusal('2031-01-09', '2031-01-10')).toBe(MESSAGES.memberUntilPast);
    for (const until of ['2031-01-10', '2031-02-01', null, undefined]) {
      expect(lastDayRefusal(until, '2031-01-10')).toBeNull();
    }
  });

  it('refuses a change of one’s own role or last day, and lets a parent change another member (HOUSEHOLD-12)', () => {
    expect(ownMembershipRefusal('me', 'me', { role: 'caregiver' })).toBe(MESSAGES.ownMembershipUnchangeable);
    expect(ownMembershipRefusal('me', 'me', { until: null })).toBe(MESSAGES.ownMembershipUnchangeable);
    expect(ownMembershipRefusal('me', 'them', { role: 'caregiver', until: '2031-01-10' })).toBeNull();
  });

  it('says plainly which family an ended access was in and its last day (HOUSEHOLD-6)', () => {
    expect(endedMembershipMessage({ familyName: 'Berg family', lastDay: '2025-03-03' })).toBe(
      'Your access to the Berg family ended after your last day, 3 March 2025.',
    );
    expect(endedMembershipMessage({ familyName: 'The Bergs', lastDay: '2025-12-31' })).toBe(
      'Your access to The Bergs ended after your last day, 31 December 2025.',
    );
  });
});
