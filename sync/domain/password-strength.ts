// The signup strength meter (docs/product.md#validation-messages): five requirements, a score that is the
// share of them met, and a label. The signup schema checks the same five requirements, so the meter and the
// server agree.
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_MODERATE, PASSWORD_STRENGTH_STRONG } from './limits';

/** Which password requirement a checklist line is about. */
export type PasswordRequirementId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

/** One requirement: its id, the checklist text, and the test. */
export interface PasswordRequirement {
  readonly id: PasswordRequirementId;
  readonly label: string;
  readonly test: (password: string) => boolean;
}

// Unicode-aware on purpose: "É" is an uppercase letter and "é" a lowercase one, not special characters.
// Whitespace is not a special character, so a trailing space cannot satisfy the rule by accident.
/** The five requirements, in checklist order. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lowercase', label: 'One lowercase letter', test: (password) => /\p{Ll}/u.test(password) },
  { id: 'number', label: 'One number', test: (password) => /\p{Nd}/u.test(password) },
  { id: 'special', label: 'One special character', test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
];

/** The meter's label. */
export type PasswordStrengthLabel = 'Weak' | 'Moderate' | 'Strong';

/** One line of the meter's checklist. */
export interface PasswordChecklistItem {
  readonly id: PasswordRequirementId;
  readonly label: string;
  readonly met: boolean;
}

/** What the meter shows: the bar's percentage, its label and the checklist. */
export interface PasswordStrength {
  readonly score: number;
  readonly label: PasswordStrengthLabel;
  readonly checklist: readonly PasswordChecklistItem[];
}

/** The label for a score: Strong from 67, Moderate from 34, otherwise Weak. */
export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score >= PASSWORD_STRENGTH_STRONG) return 'Strong';
  if (score >= PASSWORD_STRENGTH_MODERATE) return 'Moderate';
  return 'Weak';
}

/** Measures a password: score is the rounded percentage of requirements met, 0 for an empty password. */
export function passwordStrength(password: string): PasswordStrength {
  const checklist = PASSWORD_REQUIREMENTS.map(({ id, label, test }) => ({ id, label, met: test(password) }));
  const met = checklist.filter((item) => item.met).length;
  const score = password === '' ? 0 : Math.round((met / checklist.length) * 100);
  return { score, label: strengthLabel(score), checklist };
}
