// A parent's consent to Brightday keeping a child's information (children under 13 need verifiable
// parental consent; docs/product.md#roles-and-ownership). It is recorded on the server before the
// family's first child is created: who gave it, when, and to which version of the privacy policy.
import { z } from 'zod';

/**
 * The privacy policy version a parent consents to: the policy page's "last updated" date. A new version
 * that changes what is kept about children asks every parent again.
 */
export const CHILD_DATA_POLICY_VERSION = '2025-04-15';

/** What the parent sends to record consent: the policy version they were shown. */
export const childDataConsentRequestSchema = z.object({
  policyVersion: z.literal(CHILD_DATA_POLICY_VERSION, {
    error: 'The privacy policy has changed. Reload the page to read the current one.',
  }),
});
/** A consent request body. */
export type ChildDataConsentRequest = z.infer<typeof childDataConsentRequestSchema>;

/** A recorded consent, as the API shows it with the parent's account. */
export const childDataConsentSchema = z.object({
  /** The policy version consented to. */
  policyVersion: z.string(),
  /** When, as an ISO timestamp. */
  acceptedAt: z.string(),
  /** The first and last name of the parent who gave it. */
  acceptedBy: z.string(),
});
/** A recorded consent. */
export type ChildDataConsent = z.infer<typeof childDataConsentSchema>;
