import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
let cookie: string;
// Building the app and signing up can be slow on a busy machine.
beforeAll(async () => {
  testApp = await createTestApp();
  cookie = (await signUp(testApp.app)).cookie;
}, 180_000);
afterAll(() => testApp.close());

type Place = { name: string; country: string; population: number; timeZone: string | null };

function search(q: string, withCookie = cookie) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/places?${new URLSearchParams({ q })}`,
    headers: withCookie === '' ? {} : { cookie: withCookie },
  });
}

async function places(q: string): Promise<Place[]> {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  return response.json<{ places: Place[] }>().places;
}

describe('GET /api/places', () => {
  it('finds towns by the start of their name, the most populous first', async () => {
    const found = await places('Paris');
    expect(found[0]).toMatchObject({ name: 'Paris', country: 'FR', timeZone: 'Europe/Paris' });
    const populations = found.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(found.every((place) => place.name.toLowerCase().startsWith('paris'))).toBe(true);
  });

  it('ignores accents and letter case both ways', async () => {
    expect((await places('zurich'))[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect((await places('MONTRÉAL'))[0]).toMatchObject({ name: 'Montréal', country: 'CA' });
    expect((await places('sao paulo'))[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
  });

  it('answers at most eight towns, and none for a name no town starts with', async () => {
    expect(await places('a')).toHaveLength(8);
    expect(await places('Qxzqxz')).toEqual([]);
  });

  it('suggests a zone only where it is near-certain', async () => {
    expect((await places('Denver'))[0]?.timeZone).toBe('America/Denver');
    // Seattle lies between zones named after other cities of its country: no guess.
    expect((await places('Seattle'))[0]?.timeZone).toBeNull();
  });

  it.each([
    ['', 'Type the first letters of a town'],
    ['   ', 'Type the first letters of a town'],
    ['x'.repeat(61), 'Type at most 60 characters'],
  ])('refuses the query "%s" with 400, saying "%s"', async (q, message) => {
    const response = await search(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('answers 401 without a session', async () => {
    expect((await search('Paris', '')).statusCode).toBe(401);
  });
});
