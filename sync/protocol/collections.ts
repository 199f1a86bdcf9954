// The replicated collections (docs/sync-protocol.md): what each one holds, who may write it, and how a
// board's view of it is scoped to its child. Server and clients both read this table; nothing else
// decides these questions.
import { z } from 'zod';
import { activitySchema } from '../schemas/activity';
import { alarmSchema } from '../schemas/alarm';
import { boardUsageSessionSchema } from '../schemas/board-usage-session';
import { childSchema } from '../schemas/child';
import { coachConversationSchema } from '../schemas/coach-conversation';
import { choreSchema } from '../schemas/chore';
import { choreInstanceSchema } from '../schemas/chore-instance';
import { dailyContentSchema } from '../schemas/daily-content';
import { timestamp } from '../schemas/fields';
import { magicRewardSchema } from '../schemas/magic-reward';
import { rewardConfigurationSchema } from '../schemas/reward-configuration';
import { rewardHandoverSchema } from '../schemas/reward-handover';
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

/**
 * What a writer other than a parent may push to a collection: a paired board, or a caregiver (HOUSEHOLD-3).
 * Parents may push every config and ledger collection; null refuses the collection whole.
 */
export interface WriteRule {
  /** The fields the writer may set on a document it did not create; anything else must stay as stored. */
  fields: readonly string[];
  /** May the writer create documents, or only change existing ones? */
  insert: boolean;
}

/** The kinds of device that keep a local copy of replicated data. */
export type DeviceKind = 'parent' | 'board';

// Every collection is held by both kinds of device unless it says otherwise.
const EVERY_DEVICE: readonly DeviceKind[] = ['parent', 'board'];

/** A collection's wire schema: its entity's fields and the wire metadata. */
type WireSchema<Shape extends z.ZodRawShape> = z.ZodObject<z.util.Extend<Shape, typeof wireMeta>>;

function collection<Shape extends z.ZodRawShape, Kind extends CollectionKind>(spec: {
  schema: z.ZodObject<Shape>;
  kind: Kind;
  /** The field that names the child a board's view is limited to; 'id' for the child itself; null = whole family. */
  childField: string | null;
  /** What a paired board may push (R-BOARD). */
  boardWrites: WriteRule | null;
  /** What a caregiver's device may push (HOUSEHOLD-3); their ledger entries are held to ledger-claims too. */
  caregiverWrites: WriteRule | null;
  /** The devices that keep the collection offline (ADR 0008); every device unless given. */
  heldBy?: readonly DeviceKind[];
  /** The field naming the board a document is about, which a board may only set to itself; null = none. */
  deviceField?: string | null;
  /**
   * Where a document says who did it (ADR 0072), which a push may set only to its pusher: in its `doneBy`
   * field (`document`, the default when the entity has one), in each ticked step (`steps`), or nowhere.
   */
  doneByIn?: 'document' | 'steps' | null;
}) {
  // safeExtend keeps the entity's refinements, but its typing cannot see through a generic shape.
  const schema = (spec.schema as z.ZodObject).safeExtend(wireMeta) as unknown as WireSchema<Shape>;
  const doneByIn = spec.doneByIn ?? ('doneBy' in spec.schema.shape ? 'document' : null);
  return {
    ...spec,
    heldBy: spec.heldBy ?? EVERY_DEVICE,
    deviceField: spec.deviceField ?? null,
    doneByIn,
    schema,
  };
}

/** Every replicated collection, by its wire name (the spec's table name in camelCase). */
export const COLLECTIONS = {
  children: collection({
    schema: childSchema,
    kind: 'config',
    childField: 'id',
    boardWrites: null,
    caregiverWrites: null,
  }),
  routines: collection({
    schema: routineSchema,
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
    caregiverWrites: null,
  }),
  routineInstances: collection({
    schema: routineInstanceSchema,
    kind: 'config',
    childField: 'childId',
    // Each ticked step says who ticked it (D-DONEBY-4).
    doneByIn: 'steps',
    boardWrites: {
      fields: ['routineId', 'childId', 'date', 'status', 'completedAt', 'completionStatus', 'createdAt'],
      insert: true,
    },
    // Ticking and unticking steps: the day's instance of a routine, created on the first tick.
    caregiverWrites: {
      fields: ['routineId', 'childId', 'date', 'status', 'completedAt', 'completionStatus', 'createdAt'],
      insert: true,
    },
  }),
  alarms: collection({
    schema: alarmSchema,
    kind: 'config',
    childField: 'childId',
    // The board rings the alarm and notes when, so it does not ring twice after a reload.
    boardWrites: { fields: ['lastTriggered'], insert: false },
    // Stopping an alarm that rang.
    caregiverWrites: { fields: ['lastTriggered'], insert: false },
  }),
  activities: collection({
    schema: activitySchema,
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
    caregiverWrites: null,
  }),
  chores: collection({
    schema: choreSchema,
    kind: 'config',
    childField: null,
    boardWrites: null,
    caregiverWrites: null,
  }),
  choreInstances: collection({
    schema: choreInstanceSchema,
    kind: 'config',
    childField: 'assignedChildId',
    boardWrites: { fields: ['status', 'completedAt', 'doneBy'], insert: false },
    // Ticking a job done (or not).
    caregiverWrites: { fields: ['status', 'completedAt', 'doneBy'], insert: false },
  }),
  rewards: collection({
    schema: rewardsSchema,
    kind: 'projection',
    childField: 'childId',
    boardWrites: null,
    caregiverWrites: null,
  }),
  rewardTransactions: collection({
    schema: rewardTransactionSchema,
    kind: 'ledger',
    childField: 'childId',
    boardWrites: {
      fields: [
        'rewardId',
        'childId',
        'points',
        'activityType',
        'activityId',
        'description',
        'createdAt',
        'doneBy',
      ],
      insert: true,
    },
    // The coins a tick earns, and a bonus within the parents' bound (caregiverLedgerRefusal).
    caregiverWrites: { fields: [], insert: true },
  }),
  rewardConfigurations: collection({
    schema: rewardConfigurationSchema,
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
    caregiverWrites: null,
  }),
  magicRewards: collection({
    schema: magicRewardSchema,
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
    caregiverWrites: null,
  }),
  // The day's thought and joke, one collection with a kind (ADR 0065).
  dailyContent: collection({
    schema: dailyContentSchema,
    kind: 'content',
    childField: null,
    boardWrites: null,
    caregiverWrites: null,
    // A parent has no use for the child's daily thought and joke.
    heldBy: ['board'],
  }),
  boardUsageSessions: collection({
    schema: boardUsageSessionSchema,
    kind: 'config',
    childField: 'childId',
    // Telemetry the board sends and nobody reads offline (ADR 0038).
    heldBy: [],
    // A board records its own use, never another board's.
    deviceField: 'deviceId',
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
    caregiverWrites: null,
  }),
  rewardHandovers: collection({
    schema: rewardHandoverSchema,
    kind: 'config',
    childField: 'childId',
    boardWrites: null,
    // "Given": a chosen reward handed over.
    caregiverWrites: { fields: ['givenAt', 'parentId'], insert: true },
    // A parent's note that a reward was handed over (ADR 0060): the board shows none of it, and a board
    // opens 13 collections already, the most RxDB opens (ADR 0008).
    heldBy: ['parent'],
  }),
  coachConversations: collection({
    schema: coachConversationSchema,
    kind: 'config',
    // Parents only (ADR 0043): a board neither holds nor may read a conversation, even one about its child.
    childField: 'childId',
    boardWrites: null,
    caregiverWrites: null,
    heldBy: ['parent'],
  }),
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
