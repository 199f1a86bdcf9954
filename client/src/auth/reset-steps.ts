// The four steps of the password reset (docs/product.md#password-reset, #states-and-session) and where a
// visit starts.

/** Request the link, see that it was sent, choose the new password, done. */
export type ResetStep = 'request' | 'sent' | 'reset' | 'complete';

/**
 * The step a visit starts at: /reset-password/{token} (the e-mailed link) goes straight to choosing a
 * new password; /reset-password and /forgot-password start by asking for the address.
 */
export function initialResetStep(token: string | undefined): ResetStep {
  return token === undefined ? 'request' : 'reset';
}

/** The token to send, or undefined when the address held none worth sending (blank). */
export function usableResetToken(token: string | undefined): string | undefined {
  const trimmed = token?.trim();
  return trimmed ? trimmed : undefined;
}

/** Where the confirmation e-mail went, as step 4 words it: the masked address, or 'your email'. */
export function confirmationRecipient(maskEmail: string | null | undefined): string {
  return maskEmail?.trim() ? maskEmail : 'your email';
}
