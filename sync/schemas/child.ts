// A child profile (docs/product.md#entities-and-fields, #validation-messages). The parent edits the profile;
// pairing fields are written by the pairing flow, never by a form.
import { z } from 'zod';
import { PAIRING_CODE_LENGTH } from '../domain/limits';
import { DEFAULT_THEME, themeSchema } from './enums';
import {
  calendarDate,
  keyText,
  nameText,
  storedPicture,
  syncedIdentityShape,
  timestamp,
  uuid,
} from './fields';
import { MESSAGES } from './messages';

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

// The pairing code itself is not part of the document: it is short-lived and single-use (ADR 0023) and lives
// with the pairing flow on the server; copying it to every device of the family would leak a live code.
/** A child as synced: the profile plus its owner and the board it is paired with. */
export const childSchema = childInputSchema.extend({
  ...syncedIdentityShape,
  parentId: uuid(),
  devicePaired: z.boolean().default(false),
  deviceId: keyText().min(1).nullable().default(null),
  createdAt: timestamp(),
});
/** A child document. */
export type Child = z.infer<typeof childSchema>;
