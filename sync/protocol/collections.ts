// The replicated collections (docs/sync-protocol.md): what each one holds, who may write it, how a board's
// view of it is scoped to its child, how a device keeps it and how the server stores it. Server and clients
// both read this table, assembled from one module per collection (sync/collections/); nothing else decides
// these questions.
import { activitiesCollection } from '../collections/activities';
import { alarmsCollection } from '../collections/alarms';
import { boardUsageSessionsCollection } from '../collections/board-usage-sessions';
import { childrenCollection } from '../collections/children';
import { choreInstancesCollection } from '../collections/chore-instances';
import { choresCollection } from '../collections/chores';
import { coachConversationsCollection } from '../collections/coach-conversations';
import { dailyContentCollection } from '../collections/daily-content';
import { magicRewardsCollection } from '../collections/magic-rewards';
import { rewardConfigurationsCollection } from '../collections/reward-configurations';
import { rewardHandoversCollection } from '../collections/reward-handovers';
import { rewardTransactionsCollection } from '../collections/reward-transactions';
import { rewardsCollection } from '../collections/rewards';
import { routineInstancesCollection } from '../collections/routine-instances';
import { routinesCollection } from '../collections/routines';

/**
 * Every replicated collection, by its wire name (the spec's table name in camelCase). Each is declared in
 * its own module under sync/collections/ (ADR 0100); this table only names them, in a stable order.
 */
export const COLLECTIONS = {
  children: childrenCollection,
  routines: routinesCollection,
  routineInstances: routineInstancesCollection,
  alarms: alarmsCollection,
  activities: activitiesCollection,
  chores: choresCollection,
  choreInstances: choreInstancesCollection,
  rewards: rewardsCollection,
  rewardTransactions: rewardTransactionsCollection,
  rewardConfigurations: rewardConfigurationsCollection,
  magicRewards: magicRewardsCollection,
  dailyContent: dailyContentCollection,
  boardUsageSessions: boardUsageSessionsCollection,
  rewardHandovers: rewardHandoversCollection,
  coachConversations: coachConversationsCollection,
};

/** A replicated collection's wire name. */
export type CollectionName = keyof typeof COLLECTIONS;

/** Every collection name, in a stable order. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** A collection a family owns: every one but the shared daily content (ADR 0003). */
export type FamilyCollectionName = {
  [N in CollectionName]: (typeof COLLECTIONS)[N]['kind'] extends 'content' ? never : N;
}[CollectionName];

/**
 * Every collection a family owns, in the order of `COLLECTIONS`: what the family's data export carries, and
 * what a family's deletion removes.
 */
export const FAMILY_COLLECTION_NAMES = COLLECTION_NAMES.filter(
  (name): name is FamilyCollectionName => COLLECTIONS[name].kind !== 'content',
);

/** The description of one collection. */
export type CollectionSpec = (typeof COLLECTIONS)[CollectionName];

/**
 * Collections an older protocol replicated and this one does not, with the protocol that retired them: a
 * device that still asks for one is told to update (R-RETIRED-1). Protocol 4 made the daily quotes and jokes
 * one collection, `dailyContent` (ADR 0065).
 */
export const RETIRED_COLLECTIONS: Readonly<Record<string, number>> = { dailyQuotes: 4, dailyJokes: 4 };

/** True when `name` is a replicated collection. */
export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name);
}
