// Account payloads: signup (registration), login and the generic user insert
// (docs/product.md#entities-and-fields, #validation-messages). Accounts are not synced documents; these
// schemas guard the auth forms and the auth endpoints.
import { z } from 'zod';
import type { PasswordRequirementId } from '../domain/password-strength';
import { PASSWORD_REQUIREMENTS } from '../domain/password-strength';
import {
  COUNTRIES,
  DEFAULT_TEMPERATURE_UNIT,
  memberRoleSchema,
  platformSourceSchema,
  temperatureUnitSchema,
} from './enums';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../domain/limits';
import { atMost, nameText, storedPicture, requiredText } from './fields';
import { MESSAGES } from './messages';
import { familySettingsSchema } from './family-settings';
import { childDataConsentSchema } from './parental-consent';

const REQUIREMENT_MESSAGES: Record<PasswordRequirementId, string> = {
  length: MESSAGES.passwordTooShort,
  uppercase: MESSAGES.passwordNeedsUppercase,
  lowercase: MESSAGES.passwordNeedsLowercase,
  number: MESSAGES.passwordNeedsNumber,
  special: MESSAGES.passwordNeedsSpecial,
};

/** An e-mail address: missing or blank says it is required, otherwise it must look like an address. */
export const emailSchema = requiredText(MESSAGES.emailRequired)
  .refine(atMost(EMAIL_MAX_LENGTH), { error: MESSAGES.emailInvalid, abort: true })
  .regex(z.regexes.email, { error: MESSAGES.emailInvalid });

/** Any non-empty password (the generic insert; never a new password a person chooses). */
export const anyPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .refine(atMost(PASSWORD_MAX_LENGTH), { error: MESSAGES.passwordTooLong, abort: true });

/**
 * A new password that meets all five requirements of the strength meter; every unmet one is reported.
 * The reset screen words the missing and too-short cases its own way, hence the parameters.
 */
export function newPasswordSchema(
  words: { required: string; tooShort: string } = {
    required: MESSAGES.passwordRequired,
    tooShort: MESSAGES.passwordTooShort,
  },
) {
  const messages = { ...REQUIREMENT_MESSAGES, length: words.tooShort };
  const base = z
    .string({ error: words.required })
    .min(1, { error: words.required, abort: true })
    .refine(atMost(PASSWORD_MAX_LENGTH), { error: MESSAGES.passwordTooLong, abort: true });
  return PASSWORD_REQUIREMENTS.reduce(
    (schema, requirement) => schema.refine(requirement.test, { error: messages[requirement.id] }),
    base,
  );
}

/** A password that meets all five requirements (signup and login). */
export const strongPasswordSchema = newPasswordSchema();

/** A country from the signup list; missing or empty says it is required. */
export const countrySchema = z.enum(COUNTRIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? MESSAGES.countryRequired : MESSAGES.countryUnknown,
});

/** The signup form's fields, before the app adds `source`. */
export const signupFormSchema = z.object({
  firstName: nameText(MESSAGES.firstNameRequired),
  lastName: nameText(MESSAGES.lastNameRequired),
  email: emailSchema,
  password: strongPasswordSchema,
  country: countrySchema,
  preferredTempUnit: temperatureUnitSchema.default(DEFAULT_TEMPERATURE_UNIT),
  acceptedTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  profilePicture: storedPicture().optional(),
});
/** Signup form values after parsing. */
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The body of POST /api/register. */
export const signupSchema = signupFormSchema.extend({ source: platformSourceSchema });
/** A registration request after parsing. */
export type Signup = z.infer<typeof signupSchema>;

/**
 * The login form's fields: the same e-mail and password rules as signup
 * (docs/product.md#validation-messages).
 */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema,
});
/** Login form values after parsing. */
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The body of POST /api/login. */
export const loginSchema = loginFormSchema.extend({ source: platformSourceSchema });
/** A login request after parsing. */
export type Login = z.infer<typeof loginSchema>;

/** The generic user insert: only non-empty names, e-mail and password. */
export const insertUserSchema = z.object({
  firstName: nameText(MESSAGES.firstNameRequired),
  lastName: nameText(MESSAGES.lastNameRequired),
  email: requiredText(MESSAGES.emailRequired).refine(atMost(EMAIL_MAX_LENGTH), {
    error: MESSAGES.emailInvalid,
  }),
  password: anyPasswordSchema,
});
/** A user insert after parsing. */
export type InsertUser = z.infer<typeof insertUserSchema>;

/**
 * A parent's account as the API shows it (GET /api/user, and the answers of login, registration and a
 * password reset): the users table minus what never leaves the server (the password hash, the sources).
 * Nullability follows the table's columns: every account has a temperature unit (the column has a
 * default), while the country, picture and last login may be missing. Timestamps are ISO 8601 strings.
 * `childDataConsent` is the family's consent to the current `CHILD_DATA_POLICY_VERSION`, given by this
 * parent or another one of the family, or null until a parent gives it (no child can be added before).
 */
export const publicUserSchema = z.object({
  id: z.string(),
  familyId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  preferredTempUnit: temperatureUnitSchema,
  profilePicture: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  childDataConsent: childDataConsentSchema.nullable(),
  /**
   * The family's time zone and weather place (ADR 0032). Optional only so that a copy of the account
   * remembered by an older version of the app still opens the app offline; the server always sends it.
   */
  family: familySettingsSchema.optional(),
  /**
   * The account's place in its family's household: owner, parent or caregiver, and a caregiver's last day.
   * Optional only for a copy remembered by an older app (read as owner); the server always sends it.
   */
  role: memberRoleSchema.optional(),
  /**
   * The family's country (its first parent's), which its weeks start from (ADR 0061). Optional only for a
   * copy remembered by an older app (the parent's own country stands in); the server always sends it.
   */
  familyCountry: z.string().nullable().optional(),
  roleUntil: z.string().nullable().optional(),
  /**
   * The largest bonus a caregiver of the family may give at once (HOUSEHOLD-5), so a caregiver's bonus form
   * caps where the server does. Optional only for a copy remembered by an older app (the default applies).
   */
  caregiverBonusLimit: z.number().int().min(0).optional(),
  /**
   * The family this account's access ended in by its last day (HOUSEHOLD-6), told at the next login until
   * the person puts the notice away or joins a family; null otherwise. Optional for a copy remembered by an
   * older app.
   */
  endedMembership: z.object({ familyName: z.string(), lastDay: z.string() }).nullable().optional(),
});
/** A parent's account as the API shows it. */
export type PublicUser = z.infer<typeof publicUserSchema>;
