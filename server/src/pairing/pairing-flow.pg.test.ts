// The pairing flow through the API (ADR 0023, ADR 0036): a tablet's code, the parent's claim, the poll
// that delivers the token once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairedBoard } from '@sync/protocol/pairing';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  claim,
  newCode,
  pairBoard,
  parentWithChild,
  poll,
  requestCode,
} from '../../../tests/kit/server/pairing';
import { childDocument, create, pull } from '../../../tests/kit/sync/sync-requests';
import { CODE_EXPIRED, CODE_UNKNOWN, CODE_USED } from './board-claims';
import { prunePairingCodes } from './pairing-codes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A code whose digits no open code has (the test database holds few). */
async function unusedDigits(): Promise<string> {
  for (;;) {
    const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    const taken = await testApp.database.db
      .selectFrom('pairing_codes')
      .select('id')
      .where('code', '=', digits)
      .executeTakeFirst();
    if (taken === undefined) return digits;
  }
}

async function expire(code: string) {
  await testApp.database.db
    .updateTable('pairing_codes')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('code', '=', code)
    .execute();
}

describe('a tablet asking for a code (PAIR-CODE-1)', () => {
  it('gets six random digits, a poll secret and an expiry ten minutes away', async () => {
    const before = Date.now();
    const response = await requestCode(testApp.app);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ code: string; pollSecret: string; expiresAt: string }>();
    expect(body.code).toMatch(/^\d{6}$/);
    expect(body.pollSecret.length).toBeGreaterThanOrEqual(43);
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('stores only a hash of the poll secret', async () => {
    const code = await newCode(testApp.app);
    const row = await testApp.database.db
      .selectFrom('pairing_codes')
      .selectAll()
      .where('code', '=', code.code)
      .where('claimed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row.poll_secret_hash).not.toContain(code.pollSecret);
    expect(JSON.stringify(row)).not.toContain(code.pollSecret);
  });

  it('gets a different code each time while the others are open', async () => {
    const codes = await Promise.all(Array.from({ length: 5 }, () => newCode(testApp.app)));
    expect(new Set(codes.map((code) => code.code)).size).toBe(5);
  });

  it('is refused without a device id, with a message and never a 5xx', async () => {
    for (const payload of [
      {},
      { deviceId: '' },
      { deviceId: 42 },
      { deviceId: 'x'.repeat(500) },
      { deviceId: 'a\u0000b' },
      [],
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/pairing/codes', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('is limited per address, with when to try again', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await requestCode(testApp.app, randomUUID(), '10.9.200.7')).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    const refused = await requestCode(testApp.app, randomUUID(), '10.9.200.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/try again in \d+ minutes?/);
    expect((await requestCode(testApp.app, randomUUID(), '10.9.200.8')).statusCode).toBe(201);
  }, 60_000);
});

describe('a board polling (PAIR-POLL-1)', () => {
  it('is told to wait until a parent claims its code', async () => {
    const code = await newCode(testApp.app);
    const response = await poll(testApp.app, code.pollSecret);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'waiting', expiresAt: code.expiresAt });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('receives its token, child and family settings exactly once after the claim', async () => {
    const { cookie, child, user } = await parentWithChild(testApp.app, 'Noor');
    const code = await newCode(testApp.app);
    const claimed = await claim(testApp.app, cookie, child.id, { code: code.code, label: 'Kitchen tablet' });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({
      deviceId: code.deviceId,
      childId: child.id,
      label: 'Kitchen tablet',
    });

    const first = await poll(testApp.app, code.pollSecret);
    expect(first.statusCode).toBe(200);
    const { board } = first.json<{ status: 'paired'; board: PairedBoard }>();
    expect(board).toMatchObject({
      deviceId: code.deviceId,
      familyId: user.familyId,
      childId: child.id,
      childName: 'Noor',
      family: { timeZone: 'UTC', weatherPlace: null, temperatureUnit: 'celsius' },
    });
    expect(board.token.length).toBeGreaterThanOrEqual(43);
    expect((await pull(testApp.app, { token: board.token }, 'routines')).statusCode).toBe(200);

    const again = await poll(testApp.app, code.pollSecret);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(
      'This pairing code was already used. The board will show a new one.',
    );
  });

  it("gets the family owner's temperature unit", async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { firstName: 'Ana', lastName: 'Lee', country: 'Canada', preferredTempUnit: 'fahrenheit' },
    });
    const board = await pairBoard(testApp.app, cookie, child.id);
    expect(board.family.temperatureUnit).toBe('fahrenheit');
  });

  it("gets the family owner's country, which its weeks start from (D-WSTART-2)", async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie },
      payload: {
        firstName: 'Ana',
        lastName: 'Lee',
        country: 'United States',
        preferredTempUnit: 'fahrenheit',
      },
    });
    const board = await pairBoard(testApp.app, cookie, child.id);
    expect(board.family.country).toBe('United States');
    const user = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(user.json<{ familyCountry: string }>().familyCountry).toBe('United States');
  });

  it('is told its unclaimed code expired, so it asks for a new one', async () => {
    const code = await newCode(testApp.app);
    await expire(code.code);
    const response = await poll(testApp.app, code.pollSecret);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'This pairing code has expired. The board will show a new one.',
    });
  });

  it('with an unknown or malformed secret gets a 4xx, never a 5xx', async () => {
    expect((await poll(testApp.app, 'not-a-secret')).statusCode).toBe(404);
    for (const payload of [{}, { pollSecret: '' }, { pollSecret: null }, 'text']) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/pairing/poll', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('a parent claiming a code (PAIR-CLAIM-1)', () => {
  it('is told the spec message for anything but six digits', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    for (const code of ['12345', '1234567', 'abcdef', '', 123456, null]) {
      const response = await claim(testApp.app, cookie, child.id, { code });
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Pairing code must be 6 digits');
    }
  });

  it('is told when the code matches no board, has expired, or was used', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const unknown = await claim(testApp.app, cookie, child.id, { code: await unusedDigits() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(CODE_UNKNOWN);

    const stale = await newCode(testApp.app);
    await expire(stale.code);
    const expired = await claim(testApp.app, cookie, child.id, { code: stale.code });
    expect(expired.json<{ message: string }>().message).toBe(CODE_EXPIRED);

    const fresh = await newCode(testApp.app);
    expect((await claim(testApp.app, cookie, child.id, { code: fresh.code })).statusCode).toBe(201);
    const other = await parentWithChild(testApp.app);
    const reused = await claim(testApp.app, other.cookie, other.child.id, { code: fresh.code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toBe(CODE_USED);
  });

  it('must be signed in', async () => {
    const { child } = await parentWithChild(testApp.app);
    const code = await newCode(testApp.app);
    const response = await claim(testApp.app, '', child.id, { code: code.code });
    expect(response.statusCode).toBe(401);
  });

  it("cannot pair another family's child: 404, and the code stays open", async () => {
    const other = await parentWithChild(testApp.app);
    const { cookie } = await parentWithChild(testApp.app);
    const code = await newCode(testApp.app);
    const response = await claim(testApp.app, cookie, other.child.id, { code: code.code });
    expect(response.statusCode).toBe(404);
    expect((await poll(testApp.app, code.pollSecret)).json()).toMatchObject({ status: 'waiting' });
    expect((await claim(testApp.app, cookie, 'not-a-uuid', { code: code.code })).statusCode).toBe(400);
  });

  it('is limited after ten wrong codes per account, with a message saying when to try again', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    for (let index = 0; index < 10; index += 1) {
      const wrong = await claim(testApp.app, cookie, child.id, { code: await unusedDigits() }, '10.9.2.1');
      expect(wrong.statusCode).toBe(400);
    }
    // The account is limited from any address, even with a right code.
    const code = await newCode(testApp.app);
    const limited = await claim(testApp.app, cookie, child.id, { code: code.code }, '10.9.2.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many wrong pairing codes\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('is limited per address across accounts', async () => {
    const address = '10.9.3.1';
    let refused = 0;
    for (let account = 0; account < 4; account += 1) {
      const { cookie, child } = await parentWithChild(testApp.app);
      for (let index = 0; index < 9; index += 1) {
        const response = await claim(testApp.app, cookie, child.id, { code: await unusedDigits() }, address);
        if (response.statusCode === 429) refused += 1;
      }
    }
    // 36 wrong codes from one address: the 31st and later are refused.
    expect(refused).toBe(6);
  }, 60_000);

  it("re-pairing a tablet revokes its earlier token, and the board's sync is refused", async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const deviceId = randomUUID();
    const first = await pairBoard(testApp.app, cookie, child.id, deviceId);
    const second = await pairBoard(testApp.app, cookie, child.id, deviceId);
    expect((await pull(testApp.app, { token: first.token }, 'routines')).statusCode).toBe(401);
    expect((await pull(testApp.app, { token: second.token }, 'routines')).statusCode).toBe(200);
  });
});

describe('a claim sent again (PAIR-CLAIM-2, ADR 0049)', () => {
  it("answers the same parent's second claim of a code for the same child as the first, and pairs one board", async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const code = await newCode(testApp.app);
    const [first, second] = await Promise.all([
      claim(testApp.app, cookie, child.id, { code: code.code, label: 'Kitchen' }),
      claim(testApp.app, cookie, child.id, { code: code.code, label: 'Kitchen' }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const later = await claim(testApp.app, cookie, child.id, { code: code.code, label: 'Kitchen' });
    expect(later.json()).toEqual(first.json());
    expect((await poll(testApp.app, code.pollSecret)).json()).toMatchObject({ status: 'paired' });
    const boards = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/boards`,
      headers: { cookie },
    });
    expect(boards.json<{ boards: unknown[] }>().boards).toHaveLength(1);
  });

  it("refuses as used a claim of the code for another child, another family's parent, or after its ten minutes", async () => {
    const { user, cookie, child } = await parentWithChild(testApp.app, 'Mia');
    const code = await newCode(testApp.app);
    expect((await claim(testApp.app, cookie, child.id, { code: code.code })).statusCode).toBe(201);

    const sibling = childDocument(user.familyId, user.id, { name: 'Leo' });
    await create(testApp.app, { cookie }, 'children', [sibling]);
    const forSibling = await claim(testApp.app, cookie, sibling.id, { code: code.code });
    expect(forSibling.json<{ message: string }>().message).toBe(CODE_USED);

    const stranger = await parentWithChild(testApp.app);
    const byStranger = await claim(testApp.app, stranger.cookie, stranger.child.id, { code: code.code });
    expect(byStranger.json<{ message: string }>().message).toBe(CODE_USED);

    await expire(code.code);
    const late = await claim(testApp.app, cookie, child.id, { code: code.code });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toBe(CODE_USED);
  });
});

describe('the hourly maintenance', () => {
  it('deletes codes that expired over a day ago and keeps the rest', async () => {
    const old = await newCode(testApp.app);
    const recent = await newCode(testApp.app);
    const { db } = testApp.database;
    await db
      .updateTable('pairing_codes')
      .set({ expires_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('code', '=', old.code)
      .execute();
    await expire(recent.code);
    await prunePairingCodes(db);
    const left = await db
      .selectFrom('pairing_codes')
      .select('code')
      .where('code', 'in', [old.code, recent.code])
      .execute();
    expect(left.map((row) => row.code)).toEqual([recent.code]);
  });
});
