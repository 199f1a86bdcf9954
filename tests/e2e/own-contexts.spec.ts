import { expect, test, type BrowserContext } from './fixtures';

// The journeys share one browser (workers: 1). A context one journey opened and left open would keep its
// app running beside every later journey, so the fixtures close it when its test ends (fixtures.ts).
test.describe.serial('a context a journey opens itself', () => {
  let leftOpen: BrowserContext | undefined;

  test('may be left open by the journey that opened it', async ({ browser }) => {
    leftOpen = await browser.newContext();
    await leftOpen.newPage();
    expect(browser.contexts()).toContain(leftOpen);
  });

  test('is closed before the next journey starts', ({ browser }) => {
    expect(leftOpen).toBeDefined();
    expect(browser.contexts()).not.toContain(leftOpen);
  });
});
