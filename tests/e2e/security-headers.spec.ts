import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

// ADR 0054: the browser enforces what the server's headers say. These journeys provoke a refusal on
// purpose, so each tells the guard (csp-guard.ts) which one it expects.

/** Serves one page that frames `address`, on a port of its own: another origin, on this machine too. */
async function framingSite(address: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Elsewhere</title><iframe src="${address}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('another site cannot show the parent app in a frame', async ({ page, cspGuard, baseURL }) => {
  // Chromium may also say so on the console; the refusal is what this test wants.
  cspGuard.allow(/frame-ancestors/);
  const elsewhere = await framingSite(`${baseURL}/login`);
  try {
    await page.goto(elsewhere.url);
    // Chromium puts its error page in place of a refused frame.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toContain('chrome-error://chromewebdata/');
    await expect(page.frameLocator('iframe').getByLabel('Email')).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});

test('a script written into a page is refused, and the guard hears of it', async ({ page, cspGuard }) => {
  cspGuard.allow(/script-src/);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as typeof window & { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspGuard.violations.some((text) => /script-src/.test(text))).toBe(true);
});

test('the login form checks its fields with zod and never evaluates a string as code', async ({
  page,
  cspGuard,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not an address');
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Day-42');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // zod 4 would probe for eval at its first parse; client/src/lib/zod-without-eval.ts turns that off.
  expect(cspGuard.violations).toEqual([]);
});
