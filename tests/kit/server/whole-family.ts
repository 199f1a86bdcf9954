import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SAMPLE_DOCUMENTS } from '@sync/testing/sample-documents';
import { create } from '../sync/sync-requests';

/**
 * The collections a parent writes, in an order where every reference exists before it is named. Rewards
 * are the server's projection and daily content is the server's own, so neither is here.
 */
export const PARENT_WRITTEN_COLLECTIONS = [
  'children',
  'routines',
  'routineInstances',
  'alarms',
  'activities',
  'chores',
  'choreInstances',
  'rewardTransactions',
  // A handover names its ledger entry.
  'rewardHandovers',
  // The reward settings name their savings goal, a magic reward.
  'magicRewards',
  'rewardConfigurations',
  'boardUsageSessions',
  'coachConversations',
] as const;

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
  ) as Record<(typeof PARENT_WRITTEN_COLLECTIONS)[number], Record<string, unknown>>;
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
