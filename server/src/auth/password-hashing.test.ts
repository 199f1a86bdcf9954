import { describe, expect, it } from 'vitest';
import { passwordHasher, standardPasswords } from './password-hashing';

describe('password hashing', () => {
  it('stores scrypt with N=2^17, r=8, p=1 and a random salt', async () => {
    const first = await standardPasswords.hash('Sunny-Day-42');
    const second = await standardPasswords.hash('Sunny-Day-42');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await standardPasswords.hash('Sunny-Day-42');
    expect(await standardPasswords.verify('Sunny-Day-42', stored)).toBe(true);
    expect(await standardPasswords.verify('sunny-day-42', stored)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await standardPasswords.verify('anything', 'plain-text')).toBe(false);
    expect(await standardPasswords.verify('anything', 'scrypt$x$8$1$abc$def')).toBe(false);
  });

  it('asks for a rehash of a hash made with weaker parameters', async () => {
    expect(standardPasswords.needsRehash(await standardPasswords.hash('Sunny-Day-42'))).toBe(false);
    expect(standardPasswords.needsRehash('scrypt$14$8$1$c2FsdA$aGFzaA')).toBe(true);
  });

  it('hashes at N=2^10 for a test server, and the standard hasher checks and upgrades those hashes', async () => {
    const light = passwordHasher('light');
    const stored = await light.hash('Sunny-Day-42');
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(light.needsRehash(stored)).toBe(false);
    expect(await standardPasswords.verify('Sunny-Day-42', stored)).toBe(true);
    expect(standardPasswords.needsRehash(stored)).toBe(true);
  });

  it('checks an unknown address against a decoy at its own cost, made once', async () => {
    const light = passwordHasher('light');
    const decoy = await light.decoy();
    expect(decoy).toMatch(/^scrypt\$10\$/);
    expect(await light.decoy()).toBe(decoy);
    expect(await light.verify('decoy password that matches nothing', decoy)).toBe(true);
  });
});
