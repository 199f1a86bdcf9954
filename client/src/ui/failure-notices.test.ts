import { describe, expect, it } from 'vitest';
import { HttpError, networkFailure } from '../lib/http-client';
import { authFailureNotice, resetFailureNotice, resetRequestFailureNotice } from './failure-notices';

describe('authFailureNotice', () => {
  it("titles a server rejection of a login 'Login Error' with the server's message", () => {
    const error = new HttpError(
      401,
      'NOT_AUTHENTICATED',
      'Invalid email or password',
      'Invalid email or password',
    );
    expect(authFailureNotice(error, 'Login Error')).toEqual({
      title: 'Login Error',
      description: 'Invalid email or password',
      variant: 'destructive',
    });
  });

  it("titles a server rejection of a signup 'Registration Error'", () => {
    const error = new HttpError(409, 'CONFLICT', 'Email already registered', 'Email already registered');
    expect(authFailureNotice(error, 'Registration Error')).toMatchObject({ title: 'Registration Error' });
  });

  it("titles any other exception 'Error' with its message", () => {
    const notice = authFailureNotice(networkFailure(new TypeError('Failed to fetch')), 'Login Error');
    expect(notice.title).toBe('Error');
    expect(notice.description).toMatch(/couldn't reach Brightday/);
  });

  it("says 'An unexpected error occurred' when the exception has no message", () => {
    expect(authFailureNotice('boom', 'Login Error')).toMatchObject({
      title: 'Error',
      description: 'An unexpected error occurred',
    });
  });
});

describe('resetRequestFailureNotice', () => {
  it("shows the error's message", () => {
    const error = new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many requests', 'Too many requests');
    expect(resetRequestFailureNotice(error)).toMatchObject({
      title: 'Error',
      description: 'Too many requests',
    });
  });

  it('asks to try again when there is no message', () => {
    expect(resetRequestFailureNotice(undefined).description).toBe(
      'Failed to send reset instructions. Please try again.',
    );
  });
});

describe('resetFailureNotice', () => {
  it("shows the server's message", () => {
    const error = new HttpError(
      400,
      'BAD_REQUEST',
      'Invalid or expired reset token',
      'Invalid or expired reset token',
    );
    expect(resetFailureNotice(error).description).toBe('Invalid or expired reset token');
  });

  it('reads a refusal without a message as an invalid or expired token', () => {
    expect(
      resetFailureNotice(new HttpError(400, undefined, 'Password reset failed', undefined)).description,
    ).toBe('Invalid or expired reset token');
  });

  it('asks to try again when the exception has no message', () => {
    expect(resetFailureNotice(null).description).toBe('Failed to reset password. Please try again.');
  });
});
