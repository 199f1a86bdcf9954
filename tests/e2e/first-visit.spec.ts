// A new parent's first ten minutes (ADR 0093, ADR 0094), on a phone and on a tablet: Start free today opens
// /get-started at its top on Create your free account; a page whose code is still on its way shows its frame
// and a skeleton, never an empty page, and the next pages' code comes while the browser is idle; ticking the
// consent box or choosing a child moves nothing under the next tap; and a logged-out visitor's public pages
// log no error for being logged out.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from './fixtures';
import {
  addChild,
  expectNoSeriousViolations,
  logIn,
  registerParent,
  type ParentAccount,
} from './parent-helpers';
import { openHydrated, userAgents } from './site-helpers';

test.describe.configure({ timeout: 120_000 });

const sizes = [
  {
    name: 'phone',
    use: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.android,
    },
  },
  // A parent on a computer, with a tablet's screen.
  {
    name: 'tablet',
    use: { viewport: { width: 1024, height: 768 }, hasTouch: true, userAgent: userAgents.desktop },
  },
] as const;

/** Both axe scans: every serious or critical rule, and the size of touch targets on its own. */
async function expectAccessible(page: Page): Promise<void> {
  await expectNoSeriousViolations(page);
  const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(targets.violations.map((v) => v.nodes.map((node) => node.target.join(' ')).join(' | '))).toEqual([]);
}

/**
 * Starts adding up every layout shift of the page from now on, those right after an input included: those
 * are the ones that move a control between two taps.
 */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const watched = window as unknown as { shiftTotal: number };
    watched.shiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watched.shiftTotal += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shiftTotal: number }).shiftTotal);
}

/** Where an element sits on the page (not the screen), so a scroll does not count as a move. */
async function pagePosition(page: Page, selector: ReturnType<Page['locator']>) {
  return selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: Math.round(box.top + window.scrollY), left: Math.round(box.left + window.scrollX) };
  });
}

/** Holds back the files whose path matches `pattern` until the returned function lets them go. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The scripts this page has requested so far. */
function requestedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
}

let family: ParentAccount;
test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(180_000);
  family = await registerParent(request, 'Efua');
  // Two children, so that Nia asks about nobody in particular until the parent chooses.
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await logIn(page, family);
  await addChild(page, 'Kojo', 5);
  await addChild(page, 'Adjoa', 8);
  await context.close();
});

for (const size of sizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test('Start free today opens /get-started at its top, on a large Create your free account', async ({
      page,
    }) => {
      await openHydrated(page, '/');
      const start = page.getByRole('link', { name: 'Start free today' }).first();
      // No store listing on this server: no jump into the install guide, on a phone either.
      await expect(start).toHaveAttribute('href', '/get-started');
      await start.click();
      await expect(page).toHaveURL(/\/get-started$/);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const create = page.getByRole('main').getByRole('link', { name: 'Create your free account' });
      await expect(create).toBeInViewport({ ratio: 1 });
      const box = await create.boundingBox();
      // Large, and within the first screen's upper part: the first thing to do here.
      expect(box?.height).toBeGreaterThanOrEqual(56);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThan(size.use.viewport.height * 0.8);
      await expect(create).toHaveAttribute('href', '/signup');
      await expectAccessible(page);

      await create.click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { name: 'Join Brightday' })).toBeVisible();
    });

    test('a page whose code is on its way shows its frame and a skeleton, then the page, and the next pages come while idle', async ({
      page,
    }) => {
      // The server draws the skeleton into the page itself: it is the first thing painted.
      const html = await (await page.request.get('/signup', { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('data-route-skeleton');
      expect(html).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/signup-page-[\w-]+\.js" \/>/,
      );

      // From a marketing page, signup's and login's code is fetched once the page is idle.
      await openHydrated(page, '/get-started');
      await expect
        .poll(async () =>
          (await requestedScripts(page)).filter((path) => /\/(signup|login)-page-/.test(path)),
        )
        .toHaveLength(2);

      // With signup's own code held back, the site's frame and the card's skeleton are on screen.
      const release = await holdBack(page, /\/assets\/signup-page-[\w-]+\.js$/);
      await page.goto('/signup', { waitUntil: 'commit' });
      const skeleton = page.locator('[data-route-skeleton]');
      await expect(skeleton).toBeVisible();
      await expect(skeleton.locator('img')).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(1);
      await expectAccessible(page);
      release();
      await expect(page.getByRole('heading', { name: 'Join Brightday' })).toBeVisible();
      await expect(skeleton).toHaveCount(0);
      // From signup, the dashboard's code comes next, while the parent fills in the form.
      await expect
        .poll(async () => (await requestedScripts(page)).some((path) => /\/dashboard-page-/.test(path)))
        .toBe(true);

      // A parent app screen: its header and blocks while Nia's code is held back.
      await logIn(page, family);
      const releaseNia = await holdBack(page, /\/assets\/nia-coach-page-[\w-]+\.js$/);
      await page.goto('/nia-coach', { waitUntil: 'commit' });
      await expect(skeleton).toBeVisible();
      await expect(skeleton.getByText('Brightday')).toBeVisible();
      releaseNia();
      await expect(page.getByRole('heading', { level: 1, name: 'Nia, your parenting coach' })).toBeVisible();
      await expect(skeleton).toHaveCount(0);
    });

    test('ticking the consent box after a refused Sign up moves nothing, and the next tap on Sign up signs up', async ({
      page,
    }) => {
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Ama');
      await page.getByLabel('Last name').fill('Owusu');
      await page.getByLabel('Email').fill(`ama-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('Sunny-Day-42');
      const signUp = page.getByRole('button', { name: 'Sign up' });
      await signUp.click();
      await expect(page.getByText('You must accept the terms of service to create an account')).toBeVisible();
      await expectAccessible(page);

      const shifts = await watchLayoutShifts(page);
      const before = await pagePosition(page, signUp);
      // A click, not a tap: the only taps of this journey are the pair below, whose timing is the point.
      await page.getByLabel(/I agree to the/).check();
      // Gone for the eye and for a screen reader; its room stays.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('You must accept the terms of service to create an account')).toBeHidden();
      expect(await pagePosition(page, signUp)).toEqual(before);
      expect(await shifts()).toBeLessThan(0.05);

      // Right after the tick, as a parent does it: the second tap lands where Sign up was, and counts.
      await page.getByLabel(/I agree to the/).uncheck();
      await signUp.click();
      await expect(page.getByRole('alert')).toHaveText(/You must accept the terms/);
      const box = await page.getByLabel(/I agree to the/).boundingBox();
      const target = await signUp.boundingBox();
      await page.touchscreen.tap(
        (box?.x ?? 0) + (box?.width ?? 0) / 2,
        (box?.y ?? 0) + (box?.height ?? 0) / 2,
      );
      await page.touchscreen.tap(
        (target?.x ?? 0) + (target?.width ?? 0) / 2,
        (target?.y ?? 0) + (target?.height ?? 0) / 2,
      );
      await expect(page).toHaveURL(/\/app$/, { timeout: 30_000 });
    });

    test('choosing a child for Nia moves nothing under the next tap, and that tap on Ask asks', async ({
      page,
    }) => {
      await logIn(page, family);
      await page.goto('/nia-coach');
      const ask = page.getByRole('button', { name: 'Ask', exact: true });
      await page.getByLabel('Ask Nia').fill('How do we make mornings calmer?');
      await expect(ask).toBeEnabled();

      const chip = page
        .getByRole('group', { name: 'Who is this about?' })
        .getByRole('button', { name: /Kojo/ });
      await chip.scrollIntoViewIfNeeded();
      const shifts = await watchLayoutShifts(page);
      const before = await pagePosition(page, ask);
      await chip.tap();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      // What Nia noticed comes with the child, and its history a moment later: below the question box.
      await expect(page.getByRole('heading', { name: 'What Nia noticed' })).toBeVisible();
      expect(await pagePosition(page, ask)).toEqual(before);
      expect(await shifts()).toBeLessThan(0.05);
      await expectAccessible(page);

      // Again, right after the choice: the next tap is on Ask, and it asks.
      await page.getByRole('button', { name: 'Any child', exact: true }).tap();
      await page.getByRole('button', { name: /Adjoa/ }).tap();
      await ask.tap();
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
        'How do we make mornings calmer?',
      );
    });

    test('a logged-out visitor’s signup, login and invitation pages log no error and never ask who is signed in', async ({
      page,
      request,
    }) => {
      // An invitation to the family, opened by someone who is not signed in.
      const owner = await request.post('/api/login', {
        headers: { 'X-Platform-Source': 'web' },
        data: { ...family, source: 'web' },
      });
      expect(owner.ok()).toBe(true);
      const invited = await request.post('/api/family/invitations', {
        data: { email: `kwame-${Date.now()}@example.com`, role: 'parent' },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      const invitation = new URL(((await invited.json()) as { url: string }).url).pathname;

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      const userRequests: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/user') userRequests.push(page.url());
      });

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Join Brightday' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectAccessible(page);
      await page.goto(invitation);
      await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
      await expectAccessible(page);

      expect(userRequests).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
