import { createHash } from 'node:crypto';

/** The SHA-256 of a high-entropy secret (a poll secret): only this is stored, so a leaked table polls nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
