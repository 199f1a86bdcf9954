import { expect, test, type Page } from './fixtures';
import { openHydrated } from './site-helpers';

const groupTitles = [
  'Getting started',
  'For parents and kids',
  'Nia, your AI coach',
  'Features',
  'Privacy and safety',
  'Support',
];

/** The header button of a group; its name is the group's title and its Expand or Collapse label. */
const header = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title} (Expand|Collapse)$`) });

test.beforeEach(async ({ page }) => {
  await openHydrated(page, '/faq');
});

test('shows six groups, the first open, each header saying Expand or Collapse', async ({ page }) => {
  await expect(page.getByRole('button', { name: / (Expand|Collapse)$/ })).toHaveCount(6);
  await expect(header(page, 'Getting started')).toHaveText(/Collapse$/);
  await expect(header(page, 'Getting started')).toHaveAttribute('aria-expanded', 'true');
  for (const title of groupTitles.slice(1)) {
    await expect(header(page, title)).toHaveText(/Expand$/);
  }
  await expect(page.getByText('Who is Nia?')).toBeHidden();
});

test('opens and closes one group from its header', async ({ page }) => {
  await header(page, 'Nia, your AI coach').click();
  await expect(page.getByText('Who is Nia?')).toBeVisible();
  await expect(header(page, 'Nia, your AI coach')).toHaveText(/Collapse$/);
  await header(page, 'Nia, your AI coach').click();
  await expect(page.getByText('Who is Nia?')).toBeHidden();
  await expect(header(page, 'Nia, your AI coach')).toHaveText(/Expand$/);
});

test('Expand All opens every group and then reads Collapse All, which closes them all', async ({ page }) => {
  await page.getByRole('button', { name: 'Expand All' }).click();
  for (const title of groupTitles) await expect(header(page, title)).toHaveText(/Collapse$/);
  await page.getByRole('button', { name: 'Collapse All' }).click();
  for (const title of groupTitles) await expect(header(page, title)).toHaveText(/Expand$/);
  await expect(page.getByRole('button', { name: 'Expand All' })).toBeVisible();
});

test('reads Collapse All as soon as the last closed group is opened by hand', async ({ page }) => {
  for (const title of groupTitles.slice(1)) await header(page, title).click();
  await expect(page.getByRole('button', { name: 'Collapse All' })).toBeVisible();
});

test('gives search engines FAQ structured data for three questions', async ({ page }) => {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const [faq] = JSON.parse(json ?? '[]') as { '@type': string; mainEntity: { name: string }[] }[];
  expect(faq?.['@type']).toBe('FAQPage');
  expect(faq?.mainEntity).toHaveLength(3);
  expect(faq?.mainEntity[0]?.name).toBe('How do I get started with Brightday?');
});
