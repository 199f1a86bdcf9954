// A device a parent has logged in from before (ASVS 2.2.1 without locking the owner out): after a successful
// login the browser keeps a signed cookie naming a random device id and the account. A login that carries it
// is limited per device, not by the account-wide and address-wide limits a stranger can use up, so guessing
// from anywhere else cannot keep the parent out of their own account.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** How long a browser stays a known device after its last successful login. */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The cookie's name: `__Host-` pins it to our exact origin when served over HTTPS. */
export function knownDeviceCookieName(secure: boolean): string {
  return secure ? '__Host-brightday.device' : 'brightday.device';
}

function signature(secret: string, accountKey: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`known-device\n${accountKey}\n${deviceId}`).digest('base64url');
}

/** The cookie value that makes this browser a known device of the account (`accountKey`: the e-mail, lower-cased). */
export function knownDeviceValue(
  secret: string,
  accountKey: string,
  deviceId: string = randomUUID(),
): string {
  return `${deviceId}.${signature(secret, accountKey, deviceId)}`;
}

/** The device id of a cookie value signed for this account, or null (absent, forged, or another account's). */
export function knownDeviceOf(secret: string, accountKey: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const deviceId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(secret, accountKey, deviceId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
