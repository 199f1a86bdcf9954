import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, GOOD_PASSWORD, logIn, signUp } from '../../../tests/kit/server/accounts';
import { newMember, newOwner } from '../../../tests/kit/server/households';
import { outboxMessages, resetTokenFrom, waitForMail } from '../../../tests/kit/server/outbox';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { hashResetToken } from '../auth/reset-tokens';

const NEW_PASSWORD = 'Rainy-Night-77';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function requestReset(email: string, remoteAddress = '127.0.0.1') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email },
    remoteAddress,
  });
}

function reset(token: string, password: string, cookie = '') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/auth/reset-password/${token}`,
    headers: cookie === '' ? {} : { cookie },
    payload: { password },
  });
}

async function tokenFor(email: string, remoteAddress?: string): Promise<string> {
  expect((await requestReset(email, remoteAddress)).statusCode).toBe(200);
  return resetTokenFrom(await waitForMail(testApp.dataDir, email, /reset-password\//));
}

describe('requesting a reset', () => {
  it('answers exactly the same for an address with and without an account', async () => {
    const { body } = await signUp(testApp.app);
    const known = await requestReset(body.email as string);
    const unknown = await requestReset('no-account-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
  });

  it('e-mails a link to /reset-password/{token} on the public address, storing only a hash of the token', async () => {
    const { body } = await signUp(testApp.app);
    const token = await tokenFor(body.email as string);
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    const stored = await testApp.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('token_hash', '=', hashResetToken(token))
      .executeTakeFirst();
    expect(stored).toBeDefined();
    const raw = await testApp.database.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(raw.map((row) => row.token_hash)).not.toContain(token);
  });

  it('sends nothing for an address with no account', async () => {
    await requestReset('ghost@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxMessages(testApp.dataDir).some((message) => message.includes('To: ghost@example.com'))).toBe(
      false,
    );
  });

  it('refuses an invalid address with the spec message', async () => {
    const response = await requestReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please enter a valid email address' });
  });

  it('limits requests for one address to three an hour, known or not, saying when to retry', async () => {
    for (const email of ['limited-known@example.com', 'limited-unknown@example.com']) {
      if (email.includes('known@')) await signUp(testApp.app, { email });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await requestReset(email, `10.1.0.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });
});

describe('resetting with the link', () => {
  it('sets the new password, answers the user and a masked e-mail, and sends a confirmation', async () => {
    const { body } = await signUp(testApp.app, { email: 'maya.reset@example.com' });
    const token = await tokenFor('maya.reset@example.com');
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: body.email },
      maskEmail: 'ma•••@example.com',
    });
    expect((await logIn(testApp.app, 'maya.reset@example.com', NEW_PASSWORD)).response.statusCode).toBe(200);
    expect((await logIn(testApp.app, 'maya.reset@example.com', GOOD_PASSWORD)).response.statusCode).toBe(401);
    await waitForMail(testApp.dataDir, 'maya.reset@example.com', /password was changed/i);
  });

  it('still works after its person joined another family, and resets them there (ADR 0074)', async () => {
    const owner = await newOwner(testApp.app);
    let token = '';
    const member = await newMember(testApp.app, owner, 'parent', {
      beforeAccepting: async (email) => {
        // From an address of its own: the other tests' requests count against 127.0.0.1's limit.
        token = await tokenFor(email, '10.97.0.1');
      },
    });
    const link = await testApp.database.db
      .selectFrom('password_reset_tokens')
      .select('family_id')
      .where('token_hash', '=', hashResetToken(token))
      .executeTakeFirstOrThrow();
    expect(link.family_id).toBe(owner.familyId);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const loggedIn = await logIn(testApp.app, member.email, NEW_PASSWORD);
    expect(loggedIn.response.statusCode).toBe(200);
    expect(loggedIn.response.json<{ familyId: string }>().familyId).toBe(owner.familyId);
  });

  it('works once: the same link a second time is refused', async () => {
    const { body } = await signUp(testApp.app);
    const token = await tokenFor(body.email as string);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const second = await reset(token, 'Another-Pass-88');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid or expired reset token' });
  });

  it('refuses a link older than 30 minutes', async () => {
    const { body } = await signUp(testApp.app);
    const token = await tokenFor(body.email as string);
    await testApp.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashResetToken(token))
      .execute();
    expect((await reset(token, NEW_PASSWORD)).json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid or expired reset token',
    });
  });

  it('refuses a made-up token', async () => {
    const response = await reset('x'.repeat(43), NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid or expired reset token' });
  });

  it('ends every session of the user, so a stolen session dies with the old password', async () => {
    const { body, cookie } = await signUp(testApp.app);
    const token = await tokenFor(body.email as string);
    expect((await currentUser(testApp.app, cookie)).statusCode).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await currentUser(testApp.app, cookie)).statusCode).toBe(401);
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['rainy-night-77', 'Password must include at least one uppercase letter'],
  ])('refuses the new password %s with "%s", leaving the token usable', async (password, message) => {
    const { body } = await signUp(testApp.app);
    const token = await tokenFor(body.email as string);
    const refused = await reset(token, password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
