import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Reference } from '@sync/collections/storage';
import { COLLECTIONS, FAMILY_COLLECTION_NAMES, type FamilyCollectionName } from '@sync/protocol/collections';
import { SAMPLE_DOCUMENTS } from '@sync/testing/sample-documents';
import { create } from '../sync/sync-requests';

/** A collection a parent's device pushes: every one the family owns but the server's projection. */
type ParentWritten = Exclude<FamilyCollectionName, 'rewards'>;

/**
 * The collections a parent writes, in an order where every document a declared reference names exists
 * before it is named (a handover after its ledger entry, reward settings after their goal). Derived from the
 * collection modules: rewards are the server's projection and daily content the server's own.
 */
export const PARENT_WRITTEN_COLLECTIONS: readonly ParentWritten[] = referencedFirst(
  FAMILY_COLLECTION_NAMES.filter((name): name is ParentWritten => COLLECTIONS[name].kind !== 'projection'),
);

function referencedFirst(names: readonly ParentWritten[]): ParentWritten[] {
  const tableOf = (name: ParentWritten) => COLLECTIONS[name].storage.table;
  const pointsAt = (name: ParentWritten): string[] =>
    Object.values(COLLECTIONS[name].storage.references as Record<string, Reference | undefined>)
      .filter((reference): reference is Reference => reference !== undefined)
      .map((reference) => reference.table)
      .filter((table) => table !== tableOf(name));
  const ordered: ParentWritten[] = [];
  const left = [...names];
  while (left.length > 0) {
    const ready = left.filter((name) =>
      pointsAt(name).every((table) => !left.some((other) => tableOf(other) === table)),
    );
    if (ready.length === 0) throw new Error(`references go round among ${left.join(', ')}`);
    for (const name of ready) {
      ordered.push(name);
      left.splice(left.indexOf(name), 1);
    }
  }
  return ordered;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const SAMPLE_FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const SAMPLE_PARENT = '0190b7a0-0000-7000-8000-000000000002';
const SAMPLE_CHILD = '0190b7a0-0000-7000-8000-000000000003';

/**
 * Gives a family one document of every collection a parent writes (and, through the ledger entry, its
 * child's rewards), copied from the shared samples with fresh ids. Returns the new child's id and name.
 */
export async function seedWholeFamily(
  app: FastifyInstance,
  parent: { cookie: string; userId: string; familyId: string },
  childName = 'Mia',
): Promise<{ childId: string }> {
  const fresh = new Map<string, string>([
    [SAMPLE_FAMILY, parent.familyId],
    [SAMPLE_PARENT, parent.userId],
  ]);
  const remapped = JSON.parse(
    JSON.stringify(SAMPLE_DOCUMENTS).replace(UUID, (id) => {
      if (!fresh.has(id)) fresh.set(id, randomUUID());
      return fresh.get(id) ?? id;
    }),
  ) as Record<ParentWritten, Record<string, unknown>>;
  remapped.children = { ...remapped.children, name: childName, devicePaired: false, deviceId: null };
  // The sample's credit is of a day long past, which only a parent's bonus may be dated (D-LEDGER-10).
  remapped.rewardTransactions = {
    ...remapped.rewardTransactions,
    activityType: 'system',
    activityId: null,
    description: 'Helped without being asked',
  };
  for (const name of PARENT_WRITTEN_COLLECTIONS)
    await create(app, { cookie: parent.cookie }, name, [remapped[name]]);
  return { childId: fresh.get(SAMPLE_CHILD) ?? '' };
}
