import { expect, test, type Page } from './fixtures';
import { openHydrated } from './site-helpers';

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(json ?? '[]') as Record<string, unknown>[];
}

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('every marketing page is already on screen, prerendered', async ({ page }) => {
    const pages = [
      ['/', 'Calmer mornings.'],
      ['/get-started', "Start your family's Brightday"],
      ['/features', 'Everything your family needs for smoother days'],
      ['/about', 'Helping children grow into confident, independent people'],
      ['/faq', 'Frequently asked questions'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path as string);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading as string);
      await expect(page.getByRole('contentinfo')).toContainText('Brightday');
    }
  });

  test('the privacy policy and the terms show every section and their date', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated April 15, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      "Children's Privacy",
      'Data Security',
      'Your Rights and Choices',
      'Contact Us',
      'Product',
      'Company',
      'Legal',
    ]);
    // Households (issue #25): the policy says which grown-up of the family sees what.
    await expect(page.getByRole('heading', { level: 3, name: 'Within your family' })).toBeVisible();
    await expect(page.getByText(/Caregivers, such as a grandparent or a babysitter/)).toBeVisible();
    await page.goto('/terms-and-conditions');
    await expect(page.getByText('Last updated April 15, 2025')).toBeVisible();
    await expect(page.locator('article h2')).toHaveText([
      'Acceptance',
      'Services',
      'Eligibility',
      'User Accounts',
      'Acceptable Use',
      'Intellectual Property',
      'Privacy',
      'Subscription and Payments',
      'Termination',
      'Limitation of Liability',
      'Changes to Terms',
      'Contact',
    ]);
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  test('each page has its title, description, canonical address and social cards', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/features');
    await expect(page).toHaveTitle('Features — Brightday');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /smart board/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/features`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/features`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Features — Brightday',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/social/brightday-card.jpg`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const [webPage] = await structuredData(page);
    expect(webPage).toMatchObject({ '@type': 'WebPage', mainEntity: { '@type': 'ItemList' } });
  });

  test('the home page describes the organization, the website and the app at 0 USD', async ({ page }) => {
    await page.goto('/');
    const data = await structuredData(page);
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
    expect(data[2]).toMatchObject({ offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' } });
  });
});

test('the header changes once the page has scrolled past 10 px', async ({ page }) => {
  await openHydrated(page, '/about');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('the logo on the home page scrolls back to the top', async ({ page }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole('link', { name: 'Brightday home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);
});

test('going to another page starts at its top', async ({ page }) => {
  await openHydrated(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer has its link groups, contact address, social links and the current year', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const groups = {
    Product: ['Features', 'Get Started', 'FAQ'],
    Company: ['About'],
    Legal: ['Privacy', 'Terms'],
  };
  for (const [group, links] of Object.entries(groups)) {
    await expect(footer.getByRole('navigation', { name: group }).getByRole('link')).toHaveText(links);
  }
  await expect(footer.getByRole('link', { name: 'info@brightday.app' })).toHaveAttribute(
    'href',
    'mailto:info@brightday.app',
  );
  await expect(footer.getByRole('link', { name: 'Brightday on Instagram' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(footer.getByRole('link', { name: 'Brightday on LinkedIn' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Brightday`);
});

test('an unknown page shows "404 Page Not Found" inside the site frame', async ({ page }) => {
  await page.goto('/blog/not-a-post');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('the error fallback', () => {
  test('shows "Something went wrong" with the error, and Reload Page tries again', async ({ page }) => {
    await page.route('**/assets/login-page-*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText(/dynamically imported module/)).toBeVisible();
    await page.unroute('**/assets/login-page-*.js');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('says "An unexpected error occurred" when the error carries no message', async ({ page }) => {
    await page.route('**/assets/login-page-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw 0;' }),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('An unexpected error occurred')).toBeVisible();
  });
});

test.describe('zoom', () => {
  /** Whether the page cancelled a Ctrl + '=' keypress (the browser's zoom in). */
  const zoomKeyCancelled = (page: Page) =>
    page.evaluate(() => {
      const event = new KeyboardEvent('keydown', {
        key: '=',
        code: 'Equal',
        ctrlKey: true,
        cancelable: true,
        bubbles: true,
      });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });

  test('the app fixes the scale and blocks keyboard zoom', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /user-scalable=no/);
    expect(await zoomKeyCancelled(page)).toBe(true);
  });

  test('the marketing pages let parents zoom (ADR 0012)', async ({ page }) => {
    await openHydrated(page, '/faq');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1',
    );
    expect(await zoomKeyCancelled(page)).toBe(false);
  });
});
