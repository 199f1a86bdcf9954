// The replicated collections (docs/sync-protocol.md): what each one holds, who may write it, and how a
// board's view of it is scoped to its child. Server and clients both read this table; nothing else
// decides these questions.
import { z } from 'zod';
import { activitySchema } from '../schemas/activity';
import { alarmSchema } from '../schemas/alarm';
import { boardUsageSessionSchema } from '../schemas/board-usage-session';
import { childSchema } from '../schemas/child';
import { choreSchema } from '../schemas/chore';
import { choreInstanceSchema } from '../schemas/chore-instance';
import { dailyJokeSchema } from '../schemas/daily-joke';
import { dailyQuoteSchema } from '../schemas/daily-quote';
import { timestamp } from '../schemas/fields';
import { magicRewardSchema } from '../schemas/magic-reward';
import { rewardConfigurationSchema } from '../schemas/reward-configuration';
import { rewardTransactionSchema } from '../schemas/reward-transaction';
import { rewardsSchema } from '../schemas/rewards';
import { routineSchema } from '../schemas/routine';
import { routineInstanceSchema } from '../schemas/routine-instance';

/** The metadata every document carries on the wire, beside the entity's own fields. */
const wireMeta = {
  /** Server-assigned at each write (ISO); informational, never used to order or detect changes. */
  updatedAt: timestamp(),
  /** Deletes are soft so that offline devices learn of them. */
  _deleted: z.boolean().default(false),
};

/**
 * How a collection's documents behave under replication:
 * - `config`: edited by people on several devices; merged field by field (three-way) on conflict.
 * - `ledger`: immutable once written (reward transactions, ADR 0018); a conflict keeps the server's copy.
 * - `projection`: computed by the server from the ledger (rewards); nobody pushes it.
 * - `content`: shared daily content, not a family's data (ADR 0003); nobody pushes it.
 */
export type CollectionKind = 'config' | 'ledger' | 'projection' | 'content';

/** What a paired board may push to a collection; parents may push every config and ledger collection. */
export interface BoardWrites {
  /** The fields a board may set; anything else must stay as the server has it. */
  fields: readonly string[];
  /** May the board create documents, or only change existing ones? */
  insert: boolean;
}

function collection<Schema extends z.ZodObject>(spec: {
  schema: Schema;
  table: string;
  kind: CollectionKind;
  /** The field that names the child a board's view is limited to; 'id' for the child itself; null = whole family. */
  childField: string | null;
  boardWrites: BoardWrites | null;
}) {
  return { ...spec, schema: spec.schema.safeExtend(wireMeta) };
}

/** Every replicated collection, by its wire name (the spec's table name in camelCase). */
export const COLLECTIONS = {
  children: collection({
    schema: childSchema,
    table: 'children',
    kind: 'config',
    childField: 'id',
    boardWrites: null,
  }),
  routines: collection({
    schema: routineSchema,
    table: 'routines',
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
  }),
  routineInstances: collection({
    schema: routineInstanceSchema,
    table: 'routine_instances',
    kind: 'config',
    childField: 'childId',
    boardWrites: {
      fields: ['routineId', 'childId', 'date', 'status', 'completedAt', 'completionStatus', 'createdAt'],
      insert: true,
    },
  }),
  alarms: collection({
    schema: alarmSchema,
    table: 'alarms',
    kind: 'config',
    childField: 'childId',
    // The board rings the alarm and notes when, so it does not ring twice after a reload.
    boardWrites: { fields: ['lastTriggered'], insert: false },
  }),
  activities: collection({
    schema: activitySchema,
    table: 'activities',
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
  }),
  chores: collection({
    schema: choreSchema,
    table: 'chores',
    kind: 'config',
    childField: null,
    boardWrites: null,
  }),
  choreInstances: collection({
    schema: choreInstanceSchema,
    table: 'chore_instances',
    kind: 'config',
    childField: 'assignedChildId',
    boardWrites: { fields: ['status', 'completedAt'], insert: false },
  }),
  rewards: collection({
    schema: rewardsSchema,
    table: 'rewards',
    kind: 'projection',
    childField: 'childId',
    boardWrites: null,
  }),
  rewardTransactions: collection({
    schema: rewardTransactionSchema,
    table: 'reward_transactions',
    kind: 'ledger',
    childField: 'childId',
    boardWrites: {
      fields: ['rewardId', 'childId', 'points', 'activityType', 'activityId', 'description', 'createdAt'],
      insert: true,
    },
  }),
  rewardConfigurations: collection({
    schema: rewardConfigurationSchema,
    table: 'reward_configurations',
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
  }),
  magicRewards: collection({
    schema: magicRewardSchema,
    table: 'magic_rewards',
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
  }),
  dailyQuotes: collection({
    schema: dailyQuoteSchema,
    table: 'daily_quotes',
    kind: 'content',
    childField: null,
    boardWrites: null,
  }),
  dailyJokes: collection({
    schema: dailyJokeSchema,
    table: 'daily_jokes',
    kind: 'content',
    childField: null,
    boardWrites: null,
  }),
  boardUsageSessions: collection({
    schema: boardUsageSessionSchema,
    table: 'board_usage_sessions',
    kind: 'config',
    childField: 'childId',
    boardWrites: {
      fields: [
        'deviceId',
        'childId',
        'sessionStart',
        'sessionEnd',
        'durationMinutes',
        'lastActivity',
        'endReason',
        'pageLoads',
        'interactions',
        'createdAt',
      ],
      insert: true,
    },
  }),
};

/** A replicated collection's wire name. */
export type CollectionName = keyof typeof COLLECTIONS;

/** Every collection name, in a stable order. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The description of one collection. */
export type CollectionSpec = (typeof COLLECTIONS)[CollectionName];

/** True when `name` is a replicated collection. */
export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name);
}
