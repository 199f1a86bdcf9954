import { describe, it, expect } from 'vitest';
import { firstMessage } from './messages';
import { resetPasswordBodySchema, resetPasswordFormSchema, resetRequestSchema } from './password-reset';

describe('password reset', () => {
  it('V-RESET-1: accepts a request with a valid e-mail', () => {
    expect(resetRequestSchema.parse({ email: 'maya@example.com' })).toEqual({ email: 'maya@example.com' });
  });

  it.each([
    ['an address without a domain', 'maya@'],
    ['a bare name', 'maya'],
  ])('V-RESET-1: rejects a request for %s, asking for a valid address', (_label, email) => {
    expect(firstMessage(resetRequestSchema.safeParse({ email }))).toBe('Please enter a valid email address');
  });

  it('V-RESET-1: rejects an empty request, saying the e-mail is required', () => {
    expect(firstMessage(resetRequestSchema.safeParse({ email: '' }))).toBe('Email is required');
  });

  it('V-RESET-2: accepts a new password of exactly 8 characters that meets the five requirements', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'Abcde1!x', confirmPassword: 'Abcde1!x' }).success,
    ).toBe(true);
  });

  it('V-RESET-5: rejects a new password without an uppercase letter, since login would refuse it', () => {
    expect(firstMessage(resetPasswordBodySchema.safeParse({ password: 'abcdefg1!' }))).toBe(
      'Password must include at least one uppercase letter',
    );
  });

  it.each([
    ['a 7-character new password', { password: 'Abcd1!x', confirmPassword: 'Abcde1!x' }, 'password'],
    ['a 7-character confirmation', { password: 'Abcde1!x', confirmPassword: 'Abcde1!' }, 'confirmPassword'],
    ['a missing new password', { confirmPassword: 'Abcde1!x' }, 'password'],
  ])('V-RESET-2: rejects %s, saying passwords need 8 characters', (_label, form, field) => {
    const result = resetPasswordFormSchema.safeParse(form);
    expect(firstMessage(result)).toBe('Password must be at least 8 characters');
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('V-RESET-3: rejects two different passwords, saying so on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'Abcde1!x', confirmPassword: 'Abcde1!y' });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });

  it('V-RESET-4: the reset body carries the password only', () => {
    expect(
      resetPasswordBodySchema.parse({ password: 'Abcde1!x', confirmPassword: 'Abcde1!x', token: 't' }),
    ).toEqual({
      password: 'Abcde1!x',
    });
  });

  it('V-RESET-4: rejects a reset body with a short password', () => {
    expect(firstMessage(resetPasswordBodySchema.safeParse({ password: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
  });
});
