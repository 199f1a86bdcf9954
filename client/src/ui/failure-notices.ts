// Which toast a failed account call shows (docs/product.md#error-texts). Pure, so the wording rules are tested.
import { HttpError } from '../lib/http-client';
import type { Notice } from './toaster';

/** Text of the 'Error' toast when an exception carries no message. */
export const unexpectedErrorMessage = 'An unexpected error occurred';

/** Reset step 3 reached without a token in the address. */
export const missingResetTokenMessage =
  'Reset token is missing. Please try again or request a new password reset link.';

const resetRequestFallback = 'Failed to send reset instructions. Please try again.';
const resetFallback = 'Failed to reset password. Please try again.';
const invalidResetToken = 'Invalid or expired reset token';

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}

/**
 * Login or signup failed. A server rejection gets the screen's own title ('Login Error',
 * 'Registration Error') and the server's message; anything else is an unexpected 'Error'.
 */
export function authFailureNotice(error: unknown, title: 'Login Error' | 'Registration Error'): Notice {
  if (error instanceof HttpError && error.answered) {
    return { title, description: error.message, variant: 'destructive' };
  }
  return { title: 'Error', description: messageOf(error) ?? unexpectedErrorMessage, variant: 'destructive' };
}

/** Sending the reset link failed. */
export function resetRequestFailureNotice(error: unknown): Notice {
  return { title: 'Error', description: messageOf(error) ?? resetRequestFallback, variant: 'destructive' };
}

/**
 * Setting the new password failed: the server's message; a 4xx without one means the link's token
 * was refused; anything else says to try again.
 */
export function resetFailureNotice(error: unknown): Notice {
  let description: string;
  if (error instanceof HttpError && error.answered) {
    description =
      error.serverMessage ?? (error.status >= 400 && error.status < 500 ? invalidResetToken : error.message);
  } else {
    description = messageOf(error) ?? resetFallback;
  }
  return { title: 'Error', description, variant: 'destructive' };
}

/** The toast after a successful reset. */
export const resetSuccessNotice: Notice = {
  title: 'Success',
  description: 'Your password has been successfully reset.',
};
