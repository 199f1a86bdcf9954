import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: 'http://brightday.test' } });
});
afterAll(() => testApp.close());

function register(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'POST', url: '/api/register', headers, payload: signupBody() });
}

describe('cross-site requests', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
  ])('refuses a state-changing request with %o with 403 and a message', async (headers) => {
    const response = await register(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'This request did not come from Brightday, so it was refused.',
    });
  });

  it.each([[{ 'sec-fetch-site': 'same-origin' }], [{ origin: 'http://brightday.test' }], [{}]])(
    'lets a request with %o through',
    async (headers) => {
      expect((await register(headers)).statusCode).toBe(201);
    },
  );

  it('checks a cookie-carrying request with a bearer header too: the header exempts only requests without a cookie', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', authorization: 'Bearer not-a-board' };
    const withCookie = await register({ ...headers, cookie: 'brightday.sid=abc' });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json<{ message: string }>().message).toBe(
      'This request did not come from Brightday, so it was refused.',
    );
    // Without a cookie it is a board's kind of request: let through to the route, which decides.
    expect((await register(headers)).statusCode).not.toBe(403);
  });

  it.each(['/%61pi/register', '/%2Fapi/register', '/API/register', '/api/../api/register'])(
    'refuses a cross-site request whose path spells an API route another way (%s)',
    async (url) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: signupBody(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(
        'This request did not come from Brightday, so it was refused.',
      );
    },
  );

  it('leaves reads alone', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(401);
  });
});
