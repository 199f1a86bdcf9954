import { describe, it, expect } from 'vitest';
import { COUNTRIES } from './enums';
import { firstMessage, messagesByField } from './messages';
import { insertUserSchema, loginFormSchema, loginSchema, signupFormSchema, signupSchema } from './user';

const validSignup = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'Sunrise#2025',
  country: 'Canada',
  acceptedTerms: true,
};

describe('signup', () => {
  it('V-SIGNUP-5: accepts a complete signup and defaults the temperature unit to celsius', () => {
    const parsed = signupFormSchema.parse(validSignup);
    expect(parsed.preferredTempUnit).toBe('celsius');
    expect(parsed.profilePicture).toBeUndefined();
  });

  it('V-SIGNUP-5: keeps fahrenheit when the parent chooses it', () => {
    expect(
      signupFormSchema.parse({ ...validSignup, preferredTempUnit: 'fahrenheit' }).preferredTempUnit,
    ).toBe('fahrenheit');
  });

  it('V-SIGNUP-5: rejects a temperature unit other than fahrenheit or celsius', () => {
    expect(signupFormSchema.safeParse({ ...validSignup, preferredTempUnit: 'kelvin' }).success).toBe(false);
  });

  it.each(COUNTRIES)('V-SIGNUP-4: accepts %s from the country list', (country) => {
    expect(signupFormSchema.safeParse({ ...validSignup, country }).success).toBe(true);
  });

  it.each([
    ['V-SIGNUP-1', 'an empty first name', { firstName: '' }, 'First name is required'],
    ['V-SIGNUP-1', 'a missing first name', { firstName: undefined }, 'First name is required'],
    ['V-SIGNUP-1', 'a first name of only spaces', { firstName: '   ' }, 'First name is required'],
    ['V-SIGNUP-2', 'an empty last name', { lastName: '' }, 'Last name is required'],
    ['V-SIGNUP-2', 'a missing last name', { lastName: undefined }, 'Last name is required'],
    ['V-SIGNUP-3', 'an empty e-mail', { email: '' }, 'Email is required'],
    ['V-SIGNUP-3', 'a missing e-mail', { email: undefined }, 'Email is required'],
    [
      'V-SIGNUP-3',
      'an e-mail without @',
      { email: 'maya.example.com' },
      'Please enter a valid email address',
    ],
    ['V-SIGNUP-3', 'an e-mail without a domain', { email: 'maya@' }, 'Please enter a valid email address'],
    ['V-SIGNUP-4', 'an empty country', { country: '' }, 'Country is required'],
    ['V-SIGNUP-4', 'a missing country', { country: undefined }, 'Country is required'],
    [
      'V-SIGNUP-4',
      'a country not on the list',
      { country: 'Narnia' },
      'Please choose a country from the list',
    ],
    [
      'V-SIGNUP-6',
      'terms not accepted',
      { acceptedTerms: false },
      'You must accept the terms of service to create an account',
    ],
    [
      'V-SIGNUP-6',
      'terms not answered',
      { acceptedTerms: undefined },
      'You must accept the terms of service to create an account',
    ],
    ['V-PASSWORD-1', 'an empty password', { password: '' }, 'Password is required'],
    ['V-PASSWORD-1', 'a missing password', { password: undefined }, 'Password is required'],
    [
      'V-PASSWORD-2',
      'a 7-character password',
      { password: 'Sun#202' },
      'Password must be at least 8 characters long',
    ],
    [
      'V-PASSWORD-3',
      'a password without an uppercase letter',
      { password: 'sunrise#2025' },
      'Password must include at least one uppercase letter',
    ],
    [
      'V-PASSWORD-4',
      'a password without a lowercase letter',
      { password: 'SUNRISE#2025' },
      'Password must include at least one lowercase letter',
    ],
    [
      'V-PASSWORD-5',
      'a password without a number',
      { password: 'Sunrise#Day' },
      'Password must include at least one number',
    ],
    [
      'V-PASSWORD-6',
      'a password without a special character',
      { password: 'Sunrise2025' },
      'Password must include at least one special character',
    ],
    [
      'V-PASSWORD-6',
      'a password whose only non-alphanumeric character is a space',
      { password: 'Sunrise 2025' },
      'Password must include at least one special character',
    ],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(signupFormSchema.safeParse({ ...validSignup, ...change }))).toBe(message);
  });

  it('V-PASSWORD-6: reports every unmet password requirement, in checklist order', () => {
    const result = signupFormSchema.safeParse({ ...validSignup, password: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must include at least one uppercase letter',
      'Password must include at least one number',
      'Password must include at least one special character',
    ]);
  });

  it('V-PASSWORD-1: reports only that the password is required when it is empty', () => {
    const result = signupFormSchema.safeParse({ ...validSignup, password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Password is required']);
  });

  it('V-PASSWORD-6: counts accented letters as letters, not as special characters', () => {
    expect(firstMessage(signupFormSchema.safeParse({ ...validSignup, password: 'Éléonore2025' }))).toBe(
      'Password must include at least one special character',
    );
  });

  it('V-SIGNUP-7: accepts a profile picture but does not need one', () => {
    expect(
      signupFormSchema.parse({ ...validSignup, profilePicture: '/avatars/maya.png' }).profilePicture,
    ).toBe('/avatars/maya.png');
  });

  it('V-SIGNUP-7: requires source "web" on the registration body', () => {
    expect(signupSchema.parse({ ...validSignup, source: 'web' }).source).toBe('web');
    expect(signupSchema.safeParse(validSignup).success).toBe(false);
    expect(signupSchema.safeParse({ ...validSignup, source: 'ios' }).success).toBe(false);
  });

  it('V-MSG-1: shows each empty field its own message on a blank signup form', () => {
    const result = signupFormSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      country: '',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(messagesByField(result.error)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      country: 'Country is required',
      acceptedTerms: 'You must accept the terms of service to create an account',
    });
  });
});

describe('login', () => {
  const validLogin = { email: 'maya@example.com', password: 'Sunrise#2025' };

  it('V-LOGIN-1: accepts an e-mail and a password that meets the signup rules', () => {
    expect(loginFormSchema.safeParse(validLogin).success).toBe(true);
    expect(loginSchema.parse({ ...validLogin, source: 'web' })).toEqual({ ...validLogin, source: 'web' });
  });

  it.each([
    ['an empty e-mail', { email: '' }, 'Email is required'],
    ['an invalid e-mail', { email: 'maya' }, 'Please enter a valid email address'],
    ['an empty password', { password: '' }, 'Password is required'],
    ['a short password', { password: 'Ab#1' }, 'Password must be at least 8 characters long'],
    [
      'a password without a special character',
      { password: 'Sunrise2025' },
      'Password must include at least one special character',
    ],
  ])('V-LOGIN-1: rejects %s with the signup message', (_label, change, message) => {
    expect(firstMessage(loginFormSchema.safeParse({ ...validLogin, ...change }))).toBe(message);
  });

  it('V-LOGIN-1: requires source "web" on the login body', () => {
    expect(loginSchema.safeParse(validLogin).success).toBe(false);
  });
});

describe('generic user insert', () => {
  const validInsert = { firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com', password: 'x' };

  it('V-USER-1: accepts any non-empty names, e-mail and password', () => {
    expect(insertUserSchema.parse(validInsert)).toEqual(validInsert);
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'First name is required'],
    ['an empty last name', { lastName: '' }, 'Last name is required'],
    ['an empty e-mail', { email: '' }, 'Email is required'],
    ['an empty password', { password: '' }, 'Password is required'],
    ['a missing password', { password: undefined }, 'Password is required'],
  ])('V-USER-1: rejects %s, saying it is required', (_label, change, message) => {
    expect(firstMessage(insertUserSchema.safeParse({ ...validInsert, ...change }))).toBe(message);
  });
});
