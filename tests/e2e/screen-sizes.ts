import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { userAgents } from './site-helpers';

/** A screen a journey runs on. */
export interface ScreenSize {
  name: 'phone' | 'tablet';
  use: {
    viewport: { width: number; height: number };
    isMobile?: boolean;
    hasTouch: boolean;
    userAgent?: string;
  };
}

/** The two screens issue #23 was tried on: a 390×844 phone and a 1280×800 tablet, both touch screens. */
export const screenSizes: readonly ScreenSize[] = [
  {
    name: 'phone',
    use: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.android,
    },
  },
  { name: 'tablet', use: { viewport: { width: 1280, height: 800 }, hasTouch: true } },
];

/**
 * Keeps a picture of the screen with the test's results (test-results/), for a person to look at the layout
 * at each size; nothing compares it.
 */
export async function keepScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}
