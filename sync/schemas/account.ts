// What a signed-in parent changes about their own account (ADR 0032): details, e-mail, password, and the
// deletion of the account with the whole family. Shared by the profile's forms and the account endpoints,
// so a form and the server refuse the same things with the same words.
import { z } from 'zod';
import { ACCOUNT_DELETION_WORD, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../domain/limits';
import { temperatureUnitSchema } from './enums';
import { atMost, requiredText } from './fields';
import { MESSAGES } from './messages';
import { countrySchema, emailSchema, newPasswordSchema } from './user';

/** The current password, asked again before a sensitive change; any non-empty text. */
export const currentPasswordSchema = z
  .string({ error: MESSAGES.currentPasswordRequired })
  .min(1, { error: MESSAGES.currentPasswordRequired })
  .refine(atMost(PASSWORD_MAX_LENGTH), { error: MESSAGES.passwordTooLong });

function personName(required: string) {
  return requiredText(required)
    .max(NAME_MAX_LENGTH, { error: MESSAGES.nameTooLong })
    .transform((name) => name.trim());
}

/** The body of PATCH /api/account/profile: the details the parent edits freely. */
export const profileUpdateSchema = z.object({
  firstName: personName(MESSAGES.firstNameRequired),
  lastName: personName(MESSAGES.lastNameRequired),
  country: countrySchema,
  preferredTempUnit: temperatureUnitSchema,
});
/** A profile update after parsing. */
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The body of POST /api/account/email: the new address, confirmed with the current password. */
export const emailChangeSchema = z.object({
  email: emailSchema.transform((email) => email.trim()),
  currentPassword: currentPasswordSchema,
});
/** An e-mail change after parsing. */
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** The body of POST /api/account/password. The new password meets the signup rules. */
export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema(),
});
/** A password change after parsing. */
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The profile's password form: the body plus a confirmation that must match the new password. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
/** Password form values after parsing. */
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/**
 * The body of POST /api/account/delete: the confirmation word typed out (so a slip of the thumb deletes
 * nothing) and the password (so a borrowed, signed-in phone cannot delete a family).
 */
export const accountDeletionSchema = z.object({
  confirmation: z
    .string({ error: MESSAGES.deleteConfirmationMismatch })
    .refine((typed) => typed.trim() === ACCOUNT_DELETION_WORD, {
      error: MESSAGES.deleteConfirmationMismatch,
    }),
  currentPassword: currentPasswordSchema,
});
/** An account deletion request after parsing. */
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
