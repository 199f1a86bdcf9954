// The one-use tokens of a reset link or an invitation: only their hash is stored.
import { createHash } from 'node:crypto';

/** Only this hash of a token is stored, so a leaked table resets nobody's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
