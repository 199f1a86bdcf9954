import { describe, expect, it } from 'vitest';
import { NO_LONGER_A_MEMBER } from '@sync/domain/member-permissions';
import { HttpError } from '../lib/http-client';
import { accessEnded, familyNameOf, isMembershipEnded, membershipMayHaveEnded } from './membership-memory';

const member = {
  userId: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'Garcia',
  until: null,
  lastActiveAt: null,
};

describe('membership memory', () => {
  it("names the family after its owner's last name", () => {
    expect(
      familyNameOf([
        { ...member, role: 'caregiver', lastName: 'Smith' },
        { ...member, role: 'owner' },
      ]),
    ).toBe('the Garcia family');
    expect(familyNameOf([{ ...member, role: 'parent' }])).toBeUndefined();
  });

  it('treats a refused session as a possible end of membership only for a member who is not the owner', () => {
    expect(membershipMayHaveEnded({ role: 'owner' })).toBe(false);
    expect(membershipMayHaveEnded({})).toBe(false);
    expect(membershipMayHaveEnded({ role: 'parent' })).toBe(true);
    expect(membershipMayHaveEnded({ role: 'caregiver' })).toBe(true);
  });

  it("tells the server's end of a membership from a session that simply expired", () => {
    expect(
      isMembershipEnded(new HttpError(401, 'NOT_AUTHENTICATED', NO_LONGER_A_MEMBER, NO_LONGER_A_MEMBER)),
    ).toBe(true);
    expect(isMembershipEnded(new HttpError(401, 'NOT_AUTHENTICATED', 'Not authenticated', undefined))).toBe(
      false,
    );
    expect(isMembershipEnded(new HttpError(0, undefined, 'offline', undefined))).toBe(false);
  });

  it("ends a caregiver's access the day after their last day, in the family's calendar", () => {
    expect(accessEnded({ role: 'caregiver', roleUntil: '2026-11-29' }, '2026-11-29')).toBe(false);
    expect(accessEnded({ role: 'caregiver', roleUntil: '2026-11-29' }, '2026-11-30')).toBe(true);
    expect(accessEnded({ role: 'caregiver', roleUntil: null }, '2030-01-01')).toBe(false);
    expect(accessEnded({ role: 'parent', roleUntil: '2026-11-01' }, '2026-11-30')).toBe(false);
  });
});
