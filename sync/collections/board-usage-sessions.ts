// How long a board was in use (docs/product.md#entities-and-fields), written by the board itself.
import { z } from 'zod';
import { DEFAULT_PAGE_LOADS } from '../domain/limits';
import {
  keyText,
  nonNegativeInt,
  syncedIdentityShape,
  timestamp,
  timestampsShape,
  uuid,
} from '../schemas/fields';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/** The fields of a usage session that the board writes. */
export const boardUsageSessionInputSchema = z.object({
  deviceId: keyText().min(1),
  childId: uuid(),
  sessionStart: timestamp(),
  sessionEnd: timestamp().nullable().default(null),
  durationMinutes: nonNegativeInt().nullable().default(null),
  lastActivity: timestamp(),
  endReason: keyText().nullable().default(null),
  pageLoads: nonNegativeInt().default(DEFAULT_PAGE_LOADS),
  interactions: nonNegativeInt().default(0),
});
/** Usage session values after parsing. */
export type BoardUsageSessionInput = z.infer<typeof boardUsageSessionInputSchema>;

/** A board usage session as synced. */
export const boardUsageSessionSchema = boardUsageSessionInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** A board usage session document. */
export type BoardUsageSession = z.infer<typeof boardUsageSessionSchema>;

/** When a board was in use, which it sends and nobody reads offline (ADR 0038, ADR 0100). */
export const boardUsageSessionsCollection = defineCollection({
  schema: boardUsageSessionSchema,
  kind: 'config',
  childField: 'childId',
  // Telemetry the board sends through its own outbox, not RxDB (ADR 0038).
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
  rxdb: { indexes: ['childId'] },
  storage: {
    table: 'board_usage_sessions',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
