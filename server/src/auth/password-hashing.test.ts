import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('stores scrypt with N=2^17, r=8, p=1 and a random salt', async () => {
    const first = await hashPassword('Sunny-Day-42');
    const second = await hashPassword('Sunny-Day-42');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Sunny-Day-42');
    expect(await verifyPassword('Sunny-Day-42', stored)).toBe(true);
    expect(await verifyPassword('sunny-day-42', stored)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$abc$def')).toBe(false);
  });

  it('asks for a rehash of a hash made with weaker parameters', async () => {
    expect(needsRehash(await hashPassword('Sunny-Day-42'))).toBe(false);
    expect(needsRehash('scrypt$14$8$1$c2FsdA$aGFzaA')).toBe(true);
  });
});
