import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, passwordChangeFormSchema, profileUpdateSchema } from './account';
import { firstMessage, messagesByField } from './messages';

describe('the profile forms', () => {
  it('trims names and keeps a country from the list', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: ' Ada ',
      lastName: 'Okafor ',
      country: 'France',
      preferredTempUnit: 'celsius',
    });
    expect(parsed).toMatchObject({ firstName: 'Ada', lastName: 'Okafor' });
  });

  it('says a name is required, with the signup words', () => {
    const result = profileUpdateSchema.safeParse({
      firstName: '',
      lastName: 'X',
      country: 'France',
      preferredTempUnit: 'celsius',
    });
    expect(firstMessage(result)).toBe('First name is required');
  });

  it('puts a mismatch of the new password and its confirmation under the confirmation', () => {
    const result = passwordChangeFormSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'Rainy-Night-77',
      confirmPassword: 'Rainy-Night-78',
    });
    if (result.success) throw new Error('expected a failure');
    expect(messagesByField(result.error)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('holds a new password to every signup rule', () => {
    const result = passwordChangeFormSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(firstMessage(result)).toBe('Password must be at least 8 characters long');
  });

  it.each([
    ['DELETE', true],
    [' DELETE ', true],
    ['delete', false],
    ['', false],
  ])('takes "%s" as the deletion word: %s', (confirmation, accepted) => {
    const result = accountDeletionSchema.safeParse({ confirmation, currentPassword: 'x' });
    expect(result.success).toBe(accepted);
    if (!accepted) expect(firstMessage(result)).toBe('Type DELETE to confirm');
  });

  it('asks for the current password before a deletion', () => {
    expect(
      firstMessage(accountDeletionSchema.safeParse({ confirmation: 'DELETE', currentPassword: '' })),
    ).toBe('Enter your current password');
  });
});
