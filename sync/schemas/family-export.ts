// "Download all your family's data" (ADR 0032): one JSON document with everything Brightday keeps about
// the family. Secrets never appear in it: no password hash, no token hash, no session.
import { z } from 'zod';
import { FAMILY_COLLECTION_NAMES, type FamilyCollectionName } from '../protocol/collections';
import { childDataConsentSchema } from './parental-consent';
import { familySettingsSchema } from './family-settings';
import { memberRoleSchema } from './enums';
import { issueSchema } from './issue';
import { publicUserSchema } from './user';

/** The format version of the export file, raised when its shape changes. */
export const FAMILY_EXPORT_VERSION = 3;

/** A family collection's live documents, as the sync protocol carries them. */
const documentsSchema = z.array(z.record(z.string(), z.unknown()));

/** Every collection the family owns, by its wire name: a new collection is in the file without a word here. */
const familyDocumentsShape = Object.fromEntries(
  FAMILY_COLLECTION_NAMES.map((name) => [name, documentsSchema]),
) as Record<FamilyCollectionName, typeof documentsSchema>;

/** The export file. */
export const familyExportSchema = z.object({
  format: z.literal('brightday-family-export'),
  version: z.literal(FAMILY_EXPORT_VERSION),
  exportedAt: z.string(),
  account: publicUserSchema.omit({ childDataConsent: true, family: true, familyCountry: true }),
  family: familySettingsSchema.extend({ id: z.string(), name: z.string(), createdAt: z.string() }),
  parents: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
  /**
   * The family's members (version 3, issue "Households"): who belongs to it, as what, until when, since when
   * and last seen when. Never an e-mail address of another member, a password hash or a token.
   */
  members: z.array(
    z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: memberRoleSchema,
      until: z.string().nullable(),
      joinedAt: z.string(),
      lastActiveAt: z.string().nullable(),
    }),
  ),
  consents: z.array(childDataConsentSchema),
  supportRequests: z.array(issueSchema),
  /** The boards paired now (version 2): a child's `devicePaired` and `deviceId` are read from these. */
  boards: z.array(
    z.object({
      childId: z.string(),
      deviceId: z.string(),
      label: z.string(),
      pairedAt: z.string(),
      lastSeenAt: z.string().nullable(),
    }),
  ),
  ...familyDocumentsShape,
});
/** A family's export. */
export type FamilyExport = z.infer<typeof familyExportSchema>;
