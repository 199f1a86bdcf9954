// A household: the adults of one family and what each may do (issue "Households"). The owner is the parent
// who created the family (`families.parent_id`); a parent may do everything but delete the family or remove
// the owner; a caregiver sees and ticks the children's days, within bounds the parents set, until an end
// date a parent may pick. These are the bodies of /api/family/invitations and /api/family/members.
import { z } from 'zod';
import { calendarDate, timestamp, uuid } from './fields';
import { emailSchema } from './user';
import { memberRoleSchema } from './enums';
import { CAREGIVER_BONUS_LIMIT_MAX } from '../domain/limits';
import { MESSAGES } from './messages';

export { MEMBER_ROLES, memberRoleSchema, type MemberRole } from './enums';

/** The roles an invitation or a change of role can give: nobody is made owner. */
export const grantableRoleSchema = z.enum(['parent', 'caregiver'], {
  error: 'Choose parent or caregiver.',
});
/** A role a parent can give. */
export type GrantableRole = z.infer<typeof grantableRoleSchema>;

/** A caregiver's last day, in the family's own calendar ("until Sunday"); absent or null means no end. */
export const memberUntilSchema = calendarDate('Choose a valid last day.').nullable().optional();

/** POST /api/family/invitations: whom to invite, as what, and (for a caregiver) until when. */
export const invitationRequestSchema = z.object({
  email: emailSchema,
  role: grantableRoleSchema,
  until: memberUntilSchema,
});
/** An invitation request after parsing. */
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** The answer to POST /api/family/invitations: the link to share (it holds the only copy of the token). */
export const createdInvitationSchema = z.object({
  id: uuid(),
  url: z.string(),
  expiresAt: timestamp(),
});
/** A created invitation. */
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** A pending invitation as GET /api/family/invitations lists it (never the token or its hash). */
export const pendingInvitationSchema = z.object({
  id: uuid(),
  email: z.string(),
  role: grantableRoleSchema,
  until: z.string().nullable(),
  invitedBy: z.string(),
  createdAt: timestamp(),
  expiresAt: timestamp(),
});
/** A pending invitation. */
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** POST /api/family/invitations/accept, and the preview before accepting: the token from the link. */
export const invitationTokenSchema = z.object({
  token: z.string().min(1, { error: 'This invitation link is not valid.' }).max(200),
});

/** What the invitee sees before accepting: whose family and which role (GET /api/family/invitations/preview?token=). */
export const invitationPreviewSchema = z.object({
  familyName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: grantableRoleSchema,
  until: z.string().nullable(),
  expiresAt: timestamp(),
  /** How many children the signed-in person's own family holds, so joining can be explained plainly. */
  ownChildren: z.number().int().nonnegative().nullable(),
});
/** An invitation preview. */
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** One member as GET /api/family/members lists it; `email` is present only when a parent asks. */
export const familyMemberSchema = z.object({
  userId: uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  role: memberRoleSchema,
  until: z.string().nullable(),
  lastActiveAt: timestamp().nullable(),
});
/** A family member. */
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** PATCH /api/family/members/{userId}: a new role and/or end date. */
export const memberChangeSchema = z
  .object({ role: grantableRoleSchema.optional(), until: memberUntilSchema })
  .refine((change) => change.role !== undefined || change.until !== undefined, {
    error: 'Choose a role or a last day to change.',
  });
/** A change to a member. */
export type MemberChange = z.infer<typeof memberChangeSchema>;

/**
 * PUT /api/family/caregiver-bonus-limit: the largest bonus a caregiver of the family may give at once
 * (HOUSEHOLD-5), set by a parent from the profile's Family section.
 */
export const caregiverBonusLimitSchema = z.object({
  caregiverBonusLimit: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? MESSAGES.caregiverBonusLimitRequired
          : MESSAGES.caregiverBonusLimitRange,
    })
    .int({ error: MESSAGES.caregiverBonusLimitRange })
    .min(0, { error: MESSAGES.caregiverBonusLimitRange })
    .max(CAREGIVER_BONUS_LIMIT_MAX, { error: MESSAGES.caregiverBonusLimitRange }),
});
/** A bonus limit change. */
export type CaregiverBonusLimit = z.infer<typeof caregiverBonusLimitSchema>;
