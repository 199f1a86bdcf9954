import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { confirmationRecipient, initialResetStep, usableResetToken } from './reset-steps';

/** The token React Router hands the page for an address, as the route table declares it. */
function tokenIn(pathname: string): string | undefined {
  return matchPath('/reset-password/:token', pathname)?.params.token;
}

describe('initialResetStep', () => {
  it('starts /forgot-password and /reset-password at the request step', () => {
    expect(initialResetStep(tokenIn('/forgot-password'))).toBe('request');
    expect(initialResetStep(tokenIn('/reset-password'))).toBe('request');
  });

  it('sends an address with a token straight to the new-password step', () => {
    expect(initialResetStep(tokenIn('/reset-password/abc123'))).toBe('reset');
  });
});

describe('usableResetToken', () => {
  it('keeps a token from the address', () => {
    expect(usableResetToken('abc123')).toBe('abc123');
  });

  it('treats a blank or absent token as missing', () => {
    expect(usableResetToken('  ')).toBeUndefined();
    expect(usableResetToken(undefined)).toBeUndefined();
  });
});

describe('confirmationRecipient', () => {
  it('names the masked address the server returned', () => {
    expect(confirmationRecipient('a***@example.com')).toBe('a***@example.com');
  });

  it("says 'your email' when the server returned none", () => {
    expect(confirmationRecipient(undefined)).toBe('your email');
    expect(confirmationRecipient(null)).toBe('your email');
    expect(confirmationRecipient('')).toBe('your email');
  });
});
