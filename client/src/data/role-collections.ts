import { roleMayPull } from '@sync/domain/member-permissions';
import type { CollectionName } from '@sync/protocol/collections';
import type { MemberRole } from '@sync/schemas/household';
import { DEFAULT_COLLECTIONS } from './create-database';

/**
 * The collections a member's app opens and pulls: a caregiver's leaves out what the server hides from the
 * role (HOUSEHOLD-4, Nia's conversations), so it never asks for them and shows no sync problem over them.
 */
export function collectionsForRole(role: MemberRole): readonly CollectionName[] {
  return DEFAULT_COLLECTIONS.parent.filter((name) => roleMayPull(role, name));
}
