// The cost passwords are hashed at (ADR 0021, ADR 0071): standard unless a test server asks for light, never
// light in production, and a light hash is redone at the standard cost when its owner next logs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn, signUp } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { loadConfig } from '../config/config';
import { passwordHasher } from './password-hashing';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { PASSWORD_HASHING: 'standard' } });
});
afterAll(() => testApp.close());

async function storedHash(email: string): Promise<string> {
  const row = await testApp.database.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('the password cost', () => {
  it('is standard unless configured, and a production server refuses the light one', () => {
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(loadConfig({ PASSWORD_HASHING: 'light' }).passwordHashing).toBe('light');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PASSWORD_HASHING: 'light' }),
    ).toThrow('PASSWORD_HASHING must be standard in production');
    expect(() => loadConfig({ PASSWORD_HASHING: 'weak' })).toThrow('PASSWORD_HASHING');
  });

  it('a standard server stores a new password at N=2^17', async () => {
    const { body } = await signUp(testApp.app);
    expect(await storedHash(String(body.email))).toMatch(/^scrypt\$17\$8\$1\$/);
  });

  it('a standard server redoes a light hash at its own cost when the owner logs in', async () => {
    const { body } = await signUp(testApp.app);
    const email = String(body.email);
    await testApp.database.db
      .updateTable('users')
      .set({ password_hash: await passwordHasher('light').hash(GOOD_PASSWORD) })
      .where('email', '=', email)
      .execute();
    const { response } = await logIn(testApp.app, email, GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(await storedHash(email)).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});
