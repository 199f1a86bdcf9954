import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';

/** A parent account made for a test file. */
export interface ParentAccount {
  email: string;
  password: string;
}

/** A made-up household address (TEST-NET-3, never routed) for one registration. */
function householdAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * Registers a parent through the API, once per test file. Registrations are limited per address and
 * every browser test comes from 127.0.0.1, so each registration says (through the proxy header the test
 * server trusts from loopback) that it comes from a household of its own; tests then log in to it. The
 * family lives in `country`: Canada unless a test says otherwise, whose weeks start on Sunday (ADR 0061).
 */
export async function registerParent(
  request: APIRequestContext,
  firstName = 'Ada',
  country = 'Canada',
): Promise<ParentAccount> {
  const account = {
    email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Sunny-Day-42',
  };
  const answer = await request.post('/api/register', {
    headers: { 'X-Platform-Source': 'web', 'X-Forwarded-For': householdAddress() },
    data: {
      ...account,
      firstName,
      lastName: 'Mensah',
      country,
      preferredTempUnit: 'celsius',
      acceptedTerms: true,
      source: 'web',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return account;
}

/**
 * Logs a parent in through the login form and lands on /app. The wait is long: checking a password takes
 * a deliberate scrypt (ADR 0021), and the first screen opens the family's local database.
 */
export async function logIn(page: Page, account: ParentAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout: 40_000 });
}

/** A parent logged in on a browser of their own, and that browser's context (to take offline or close). */
export interface ParentBrowser {
  context: BrowserContext;
  page: Page;
}

/**
 * Opens a browser context of its own for `account` and logs in on it. The family's clock reads UTC unless
 * `options` say otherwise; `clockAt` holds the clock from that moment, installed before the first page opens
 * so that the app never sees the real time.
 */
export async function parentOn(
  browser: Browser,
  account: ParentAccount,
  options: BrowserContextOptions = {},
  clockAt?: Date,
): Promise<ParentBrowser> {
  const context = await browser.newContext({ timezoneId: 'UTC', ...options });
  if (clockAt) await context.clock.install({ time: clockAt });
  const page = await context.newPage();
  await logIn(page, account);
  return { context, page };
}

/** Rules a scan may add to axe-core's defaults. */
export interface ScanOptions {
  /**
   * WCAG 2.2's target size (2.5.8), which axe-core leaves off by default: every control 24 × 24 px or spaced
   * as far, counting only what no other control covers (the phone's tab bar, a sticky button).
   */
  targetSize?: boolean;
}

/** Fails with the rule names when axe-core finds a serious or critical violation (in `include` only, if given). */
export async function expectNoSeriousViolations(
  page: Page,
  include?: string,
  { targetSize = false }: ScanOptions = {},
): Promise<void> {
  // A page still animating (a toast sliding in) has colours in between: scan the settled page.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined); // an endless animation (a pulsing badge) does not hold the scan back for ever
  const builder = new AxeBuilder({ page });
  if (targetSize) builder.options({ rules: { 'target-size': { enabled: true } } });
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The rule, where it failed and what axe measured (a contrast's two colours), so that a failure names the
  // element to fix and tells a colour in between (a fade still running) from a wrong colour.
  const where = (v: (typeof serious)[number]) =>
    v.nodes
      .map((node) => [node.target.join(' '), ...node.any.map((check) => check.message)].join(': '))
      .join(' | ');
  expect(serious.map((v) => `${v.id}: ${v.help} (${where(v)})`)).toEqual([]);
}

/**
 * Waits until the service worker is active and controls the page: it has precached every screen's code,
 * so going offline from here on loses nothing.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** A birthday `years` and a half ago, as the date field takes it. */
export function birthdayYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - years * 12 - 6);
  return date.toISOString().slice(0, 10);
}

/**
 * Adds a child aged `years` through the add-child screen (after the parent's consent to keeping children's
 * information), lands on the child's screen and answers the child's id.
 */
export async function addChild(page: Page, name: string, years: number): Promise<string> {
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  await page.goto('/add-child');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Birthday (optional)').fill(birthdayYearsAgo(years));
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  return /\/children\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
}
