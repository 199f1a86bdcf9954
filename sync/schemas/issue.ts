// A support issue a parent reports (docs/product.md#entities-and-fields, #validation-messages). Issues are
// not among the synced collections (docs/sync-protocol.md): they go to the server directly, so they carry
// their reporter and no familyId.
import { z } from 'zod';
import {
  DEFAULT_ISSUE_PRIORITY,
  DEFAULT_ISSUE_STATUS,
  issuePrioritySchema,
  issueStatusSchema,
} from './enums';
import { ISSUE_DESCRIPTION_MAX_LENGTH, ISSUE_TITLE_MAX_LENGTH } from '../domain/limits';
import { requiredText, timestampsShape, uuid } from './fields';
import { MESSAGES } from './messages';

/** The fields of an issue that a parent fills in. */
export const issueInputSchema = z.object({
  title: requiredText(MESSAGES.titleRequired).max(ISSUE_TITLE_MAX_LENGTH, { error: MESSAGES.titleTooLong }),
  description: requiredText(MESSAGES.descriptionRequired).max(ISSUE_DESCRIPTION_MAX_LENGTH, {
    error: MESSAGES.descriptionTooLong,
  }),
  priority: issuePrioritySchema.default(DEFAULT_ISSUE_PRIORITY),
  childId: uuid().nullable().default(null),
});
/** Issue form values after parsing. */
export type IssueInput = z.infer<typeof issueInputSchema>;

/**
 * The body of a new support request: the form's fields and, from the app, the request's id, made when the
 * form opened, so that the same request sent again is answered as the first (ADR 0049).
 */
export const issueRequestSchema = issueInputSchema.extend({ id: uuid().optional() });
/** A support request as sent. */
export type IssueRequest = z.infer<typeof issueRequestSchema>;

/** An issue as stored: the report plus its reporter and where support has got with it. */
export const issueSchema = issueInputSchema.extend({
  id: uuid(),
  userId: uuid(),
  status: issueStatusSchema.default(DEFAULT_ISSUE_STATUS),
  ...timestampsShape,
});
/** An issue record. */
export type Issue = z.infer<typeof issueSchema>;
