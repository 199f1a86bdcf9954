// The account calls of docs/product.md#calls-and-analytics, without React: each returns the answer or throws an Error whose
// message a person can read (the server's, else the call's default).
import { apiRequest, HttpError } from '../lib/http-client';
import type { LoginForm, SignupForm } from '@sync/schemas/user';
import type { User } from './current-user';

/** Tells the server which app the request came from (it records signup and login sources). */
const platformHeaders = { 'X-Platform-Source': 'web' };

/** Messages when the server gives none (docs/product.md#error-texts). */
export const defaultFailureMessages = {
  login: 'Login failed',
  register: 'Registration failed',
  resetRequest: 'Password reset request failed',
  reset: 'Password reset failed',
  logout: 'Logout failed',
} as const;

/** Message of an exception that is neither an HttpError nor an Error with text. */
export const unknownErrorMessage = 'An unknown error occurred';

/** Keeps HttpErrors and Errors with a message; anything else becomes an Error with the unknown-error text. */
export function toReadableError(error: unknown): Error {
  if (error instanceof Error && error.message.trim() !== '') return error;
  return new Error(unknownErrorMessage);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof HttpError ? error : toReadableError(error);
  }
}

/** POST /api/login. */
export function login(form: LoginForm): Promise<User> {
  return call(() =>
    apiRequest<User>(
      'POST',
      '/api/login',
      { ...form, source: 'web' },
      { headers: platformHeaders, fallbackMessage: defaultFailureMessages.login },
    ),
  );
}

/** POST /api/register. */
export function register(form: SignupForm): Promise<User> {
  return call(() =>
    apiRequest<User>(
      'POST',
      '/api/register',
      // The family's time zone decides "today" for streaks and schedules (ADR 0020): the browser knows it.
      { ...form, source: 'web', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      { headers: platformHeaders, fallbackMessage: defaultFailureMessages.register },
    ),
  );
}

/** POST /api/logout, or /api/logout-everywhere to end every session of the parent. */
export function logout(everywhere = false): Promise<{ ok: true }> {
  return call(() =>
    apiRequest<{ ok: true }>(
      'POST',
      everywhere ? '/api/logout-everywhere' : '/api/logout',
      {},
      {
        fallbackMessage: defaultFailureMessages.logout,
      },
    ),
  );
}

/** POST /api/auth/reset-password: the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return call(() =>
    apiRequest<{ ok: true }>(
      'POST',
      '/api/auth/reset-password',
      { email },
      { fallbackMessage: defaultFailureMessages.resetRequest },
    ),
  );
}

/** What a successful reset returns: the account and its e-mail address, partly hidden. */
export interface ResetPasswordResult {
  user: User;
  maskEmail?: string | null;
}

/** POST /api/auth/reset-password/{token}. */
export function resetPassword(token: string, password: string): Promise<ResetPasswordResult> {
  return call(() =>
    apiRequest<ResetPasswordResult>(
      'POST',
      `/api/auth/reset-password/${encodeURIComponent(token)}`,
      { password },
      { fallbackMessage: defaultFailureMessages.reset },
    ),
  );
}
