import { describe, expect, it } from 'vitest';
import { roleOf } from './member-role';

describe('member role', () => {
  it('reads an account remembered without a role as the owner', () => {
    expect(roleOf({})).toBe('owner');
    expect(roleOf({ role: 'caregiver' })).toBe('caregiver');
  });
});
