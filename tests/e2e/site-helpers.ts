import { expect, type Page } from '@playwright/test';

/** Real user agents, as the device detection of docs/product.md#payloads reads them. */
export const userAgents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

/** A moment on a school morning; the tests' clocks start here and stand still until told to move. */
export const morning = new Date('2026-03-02T07:10:00');

/** Opens a marketing page with the page's clock stopped, and waits until the page is interactive. */
export async function openWithStoppedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: morning });
  await page.clock.pauseAt(new Date(morning.getTime() + 1000));
  await openHydrated(page, path);
}

/** Opens a marketing page and waits until React has taken over the prerendered HTML. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** One event a page posted to /api/events, as sent, with the status the server answered. */
export interface PostedEvent {
  body: Record<string, unknown> & { name: string; properties: Record<string, unknown> };
  status: number;
}

/**
 * Watches the events the pages of this test post to /api/events. The requests still reach the
 * server; watching them here also works when the page has already left (a keepalive request).
 */
export async function watchEvents(page: Page) {
  const events: PostedEvent[] = [];
  await page.context().route('**/api/events', async (route) => {
    const response = await route.fetch();
    events.push({ body: route.request().postDataJSON() as PostedEvent['body'], status: response.status() });
    await route.fulfill({ response });
  });
  return {
    /** The first event of this name, once it has been posted. */
    async named(name: string): Promise<PostedEvent> {
      await expect.poll(() => events.some((event) => event.body.name === name)).toBe(true);
      return events.find((event) => event.body.name === name) as PostedEvent;
    },
  };
}
