import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLECTIONS } from './create-database';
import { collectionsForRole } from './role-collections';

describe("the collections a member's app opens", () => {
  it("leaves Nia's conversations out of a caregiver's app, which the server hides from the role (HOUSEHOLD-4)", () => {
    expect(collectionsForRole('caregiver')).toEqual(
      DEFAULT_COLLECTIONS.parent.filter((name) => name !== 'coachConversations'),
    );
  });

  it('opens every collection of the parent app for the owner and a parent', () => {
    expect(collectionsForRole('owner')).toEqual(DEFAULT_COLLECTIONS.parent);
    expect(collectionsForRole('parent')).toEqual(DEFAULT_COLLECTIONS.parent);
  });
});
