import { describe, expect, it } from 'vitest';
import { resetPasswordFormSchema } from '@sync/schemas/password-reset';
import { signupFormSchema } from '@sync/schemas/user';
import { firstInvalidField, validateForm } from './form-errors';

const validSignup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Engine#1843',
  country: 'United Kingdom',
  preferredTempUnit: 'celsius',
  acceptedTerms: true,
};

describe('validateForm', () => {
  it('returns the parsed values of a valid form', () => {
    expect(validateForm(signupFormSchema, validSignup)).toEqual({ ok: true, data: validSignup });
  });

  it("gives each field the shared contract's message", () => {
    const result = validateForm(signupFormSchema, { ...validSignup, firstName: ' ', acceptedTerms: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.firstName).toEqual(['First name is required']);
    expect(result.errors.acceptedTerms).toEqual([
      'You must accept the terms of service to create an account',
    ]);
  });

  it('lists every unmet password rule when the password field asks for all of them', () => {
    const result = validateForm(signupFormSchema, { ...validSignup, password: 'abc' }, ['password']);
    if (result.ok) throw new Error('expected a failure');
    expect(result.errors.password).toEqual([
      'Password must be at least 8 characters long',
      'Password must include at least one uppercase letter',
      'Password must include at least one number',
      'Password must include at least one special character',
    ]);
  });

  it('shows a mismatch of the new passwords on the confirmation field', () => {
    const result = validateForm(resetPasswordFormSchema, {
      password: 'Engine#1843',
      confirmPassword: 'Engine#1844',
    });
    if (result.ok) throw new Error('expected a failure');
    expect(result.errors).toEqual({ confirmPassword: ['Passwords do not match'] });
  });
});

describe('firstInvalidField', () => {
  it('names the first field with a message in the order the form shows them', () => {
    expect(firstInvalidField({ email: ['x'], lastName: ['y'] }, ['firstName', 'lastName', 'email'])).toBe(
      'lastName',
    );
    expect(firstInvalidField({}, ['email'])).toBeUndefined();
  });
});
