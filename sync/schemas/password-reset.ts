// The four-step password reset (docs/product.md#password-reset, #validation-messages): the request form, the
// new-password form and the body the reset endpoint accepts. The token travels in the URL, not in a body.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/limits';
import { emailSchema, newPasswordSchema } from './user';
import { MESSAGES } from './messages';

// The reset screen words the length rule its own way. The other four requirements still apply: login
// checks all five (docs/product.md#validation-messages), so a weaker new password would lock its owner out.
const newPassword = newPasswordSchema({
  required: MESSAGES.resetPasswordTooShort,
  tooShort: MESSAGES.resetPasswordTooShort,
});
const confirmation = z
  .string({ error: MESSAGES.resetPasswordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.resetPasswordTooShort });

/** The body of POST /api/auth/reset-password: the address to send the link to. */
export const resetRequestSchema = z.object({ email: emailSchema });
/** A reset request after parsing. */
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** The body of POST /api/auth/reset-password/{token}: only the new password. */
export const resetPasswordBodySchema = z.object({ password: newPassword });
/** A reset body after parsing. */
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The Create New Password form: both fields at least 8 characters and equal, a mismatch shown on the confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
/** Reset form values after parsing. */
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
