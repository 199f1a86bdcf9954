// "Download all your family's data" (ADR 0032): the family's account, settings and every live document,
// read in one snapshot so the file never mixes two moments.
import type { Kysely } from 'kysely';
import { COLLECTIONS, FAMILY_COLLECTION_NAMES, type FamilyCollectionName } from '@sync/protocol/collections';
import { FAMILY_EXPORT_VERSION, type FamilyExport } from '@sync/schemas/family-export';
import type { Issue } from '@sync/schemas/issue';
import { toPublicUser } from '../household/public-user';
import { familyMemberRows } from '../household/family-member-rows';
import type { Database, UserRow } from '../db/tables';
import { storedCollection } from '../db/stored-collections';
import { dynamic, rowToDocument } from '../db/stored-rows';
import { familySettingsOfRow, findFamily } from '../family/family-settings';
import { issueOfRow } from './issues';

async function liveDocuments(db: Kysely<Database>, familyId: string, name: FamilyCollectionName) {
  const stored = storedCollection(name);
  const rows = await dynamic(db)
    .selectFrom(stored.table)
    .selectAll()
    .where('family_id', '=', familyId)
    .where('deleted', '=', false)
    .orderBy('created_at')
    .execute();
  // Only the wire fields: a stored-only column (a child's pairing code) never leaves the server.
  return rows.map((row) => rowToDocument(COLLECTIONS[name], stored, row));
}

/**
 * The family's paired boards, oldest first: those whose device token is not revoked. A child's document
 * keeps the `devicePaired` and `deviceId` it was created with (nothing writes them at pairing), so the file
 * takes both from here: a board paired through the app, or unpaired since, is told as it is.
 */
async function pairedBoards(db: Kysely<Database>, familyId: string) {
  const rows = await db
    .selectFrom('device_tokens')
    .select(['child_id', 'device_id', 'label', 'created_at', 'last_seen_at'])
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    childId: row.child_id,
    deviceId: row.device_id,
    label: row.label,
    pairedAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  }));
}

/** The family's members, owner first, then in the order they joined; names and roles, never a secret. */
async function members(db: Kysely<Database>, familyId: string) {
  const rows = await familyMemberRows(db, familyId);
  const owners = rows.filter((row) => row.role === 'owner');
  return [...owners, ...rows.filter((row) => row.role !== 'owner')].map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    until: row.until,
    joinedAt: row.created_at.toISOString(),
    lastActiveAt: row.last_active_at?.toISOString() ?? null,
  }));
}

/** A child's document as its boards make it true: paired while a board is, with the latest board's id. */
function withBoards(child: Record<string, unknown>, boards: readonly ExportedBoard[]) {
  const own = boards.filter((board) => board.childId === child.id);
  return { ...child, devicePaired: own.length > 0, deviceId: own.at(-1)?.deviceId ?? null };
}

type ExportedBoard = Awaited<ReturnType<typeof pairedBoards>>[number];

/**
 * Everything Brightday keeps about the parent's family. Never a password hash, token hash or session: the
 * account goes through the same mapping as GET /api/user, the members are read by name and role only, and
 * the secret tables are not read at all.
 */
export async function exportFamily(db: Kysely<Database>, user: UserRow): Promise<FamilyExport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const familyId = user.family_id;
      const familyRow = await findFamily(trx, familyId);
      const settings = familySettingsOfRow(familyRow);
      const parents = await trx
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('family_id', '=', familyId)
        .orderBy('created_at')
        .execute();
      const consents = await trx
        .selectFrom('parental_consents')
        .innerJoin('users', (join) =>
          join
            .onRef('users.family_id', '=', 'parental_consents.family_id')
            .onRef('users.id', '=', 'parental_consents.user_id'),
        )
        .select(['policy_version', 'accepted_at', 'users.first_name', 'users.last_name'])
        .where('parental_consents.family_id', '=', familyId)
        .orderBy('accepted_at')
        .execute();
      const issues = await trx
        .selectFrom('issues')
        .selectAll()
        .where('family_id', '=', familyId)
        .orderBy('created_at')
        .execute();
      // Every collection the family owns, read from the contract: none can be left out of the file.
      const collections = {} as Record<FamilyCollectionName, Record<string, unknown>[]>;
      for (const name of FAMILY_COLLECTION_NAMES)
        collections[name] = await liveDocuments(trx, familyId, name);
      const boards = await pairedBoards(trx, familyId);
      collections.children = collections.children.map((child) => withBoards(child, boards));

      const {
        childDataConsent: _consent,
        family: _family,
        familyCountry: _country,
        caregiverBonusLimit: _bound,
        ...account
      } = toPublicUser(user, null, settings);
      const supportRequests: Issue[] = issues.map(issueOfRow);
      return {
        format: 'brightday-family-export' as const,
        version: FAMILY_EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        account,
        family: {
          id: familyRow.id,
          name: familyRow.name,
          createdAt: familyRow.created_at.toISOString(),
          ...settings,
        },
        parents: parents.map((parent) => ({
          id: parent.id,
          firstName: parent.first_name,
          lastName: parent.last_name,
        })),
        members: await members(trx, familyId),
        consents: consents.map((consent) => ({
          policyVersion: consent.policy_version,
          acceptedAt: consent.accepted_at.toISOString(),
          acceptedBy: `${consent.first_name} ${consent.last_name}`,
        })),
        supportRequests,
        boards,
        ...collections,
      };
    });
}
