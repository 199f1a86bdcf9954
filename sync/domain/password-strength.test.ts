import { describe, it, expect } from 'vitest';
import { PASSWORD_REQUIREMENTS, passwordStrength, strengthLabel } from './password-strength';

describe('password strength meter', () => {
  it('V-STRENGTH-1: checks five requirements in checklist order', () => {
    expect(PASSWORD_REQUIREMENTS.map((requirement) => requirement.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
  });

  it.each([
    ['an empty password', '', 0, 'Weak'],
    ['only lowercase letters', 'abc', 20, 'Weak'],
    ['lowercase and uppercase letters', 'abcD', 40, 'Moderate'],
    ['letters and a number', 'abcD1', 60, 'Moderate'],
    ['everything but length', 'aD1#', 80, 'Strong'],
    ['every requirement', 'Sunrise#2025', 100, 'Strong'],
    ['eight lowercase letters', 'abcdefgh', 40, 'Moderate'],
  ])('V-STRENGTH-2: scores %s at %i percent, labelled %s', (_label, password, score, label) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
  });

  it.each([
    [0, 'Weak'],
    [33, 'Weak'],
    [34, 'Moderate'],
    [66, 'Moderate'],
    [67, 'Strong'],
    [100, 'Strong'],
  ])('V-STRENGTH-3: labels a score of %i as %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it('V-STRENGTH-1: lists which requirements a password meets', () => {
    expect(passwordStrength('sunrise 2025').checklist).toEqual([
      { id: 'length', label: 'At least 8 characters', met: true },
      { id: 'uppercase', label: 'One uppercase letter', met: false },
      { id: 'lowercase', label: 'One lowercase letter', met: true },
      { id: 'number', label: 'One number', met: true },
      { id: 'special', label: 'One special character', met: false },
    ]);
  });

  it('V-STRENGTH-2: an empty password meets nothing and scores 0', () => {
    const strength = passwordStrength('');
    expect(strength.score).toBe(0);
    expect(strength.checklist.every((item) => !item.met)).toBe(true);
  });
});
