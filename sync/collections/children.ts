// A child profile (docs/product.md#entities-and-fields, #validation-messages). The parent edits the profile;
// pairing fields are written by the pairing flow, never by a form.
import { z } from 'zod';
import { PAIRING_CODE_LENGTH } from '../domain/limits';
import { DEFAULT_THEME, themeSchema } from '../schemas/enums';
import {
  calendarDate,
  keyText,
  nameText,
  storedPicture,
  syncedIdentityShape,
  timeOfDay,
  timestamp,
  uuid,
} from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { PARENT, storedOnly } from './storage';

/** A board pairing code: exactly six digits, as the tablet shows it. */
export const pairingCodeSchema = z
  .string({ error: MESSAGES.pairingCodeInvalid })
  .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), { error: MESSAGES.pairingCodeInvalid });

/** The fields of a child that a parent edits. */
export const childInputSchema = z.object({
  name: nameText(MESSAGES.nameRequired),
  birthDate: calendarDate().nullable().default(null),
  profilePicture: storedPicture().nullable().default(null),
  theme: themeSchema.default(DEFAULT_THEME),
  achievementsEnabled: z.boolean().default(true),
});
/** Child form values after parsing. */
export type ChildInput = z.infer<typeof childInputSchema>;

/**
 * The night hours a parent sets for a child's boards (D-NIGHT-1, ADR 0056): from `from` until `to` on the
 * family's clock. Equal ends mean no night.
 */
export const nightHoursSchema = z.object({ from: timeOfDay(), to: timeOfDay() });
/** Night hours as stored. */
export type NightHoursInput = z.infer<typeof nightHoursSchema>;

/** What the parent app checks before it saves a child's boards' night hours: two different times. */
export const nightHoursFormSchema = nightHoursSchema.refine((hours) => hours.from !== hours.to, {
  path: ['to'],
  error: MESSAGES.nightHoursSame,
});

// The pairing code itself is not part of the document: it is short-lived and single-use (ADR 0023) and lives
// with the pairing flow on the server; copying it to every device of the family would leak a live code.
/** A child as synced: the profile plus its owner and the board it is paired with. */
export const childSchema = childInputSchema.extend({
  ...syncedIdentityShape,
  parentId: uuid(),
  devicePaired: z.boolean().default(false),
  deviceId: keyText().min(1).nullable().default(null),
  // Not among the profile's fields: the profile form saves those, and must not clear the night a parent
  // set elsewhere. Null: the night comes from the child's routines (D-NIGHT-2).
  nightHours: nightHoursSchema.nullable().default(null),
  createdAt: timestamp(),
});
/** A child document. */
export type Child = z.infer<typeof childSchema>;

/** The children (ADR 0100): a board sees only its own child. */
export const childrenCollection = defineCollection({
  schema: childSchema,
  kind: 'config',
  childField: 'id',
  boardWrites: null,
  caregiverWrites: null,
  rxdb: {
    indexes: [],
    migrations: {
      // Version 1 (ADR 0056): no night hours of the parent's, so the child's routines give them.
      1: (old) => ({ ...old, nightHours: old.nightHours ?? null }),
    },
  },
  storage: {
    table: 'children',
    columns: { nightHours: 'json' },
    references: { parentId: PARENT },
    childRemoval: null,
    // Never replicated: a pairing code must not reach other devices.
    storedOnly: { pairing_code: storedOnly<string | null>() },
  },
});
