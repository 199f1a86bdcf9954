// The dashboard paints each child's card as it was last seen, before the family's database has opened (ADR
// 0083), and goes live as the card's own reads answer; a logout leaves no copy behind.
import { expect, test, type Page } from './fixtures';
import { familyForTheBoard } from './board-helpers';
import { logIn, type ParentAccount, registerParent } from './parent-helpers';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
test.setTimeout(120_000);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Ines');
});

/** What the card showed, each time it changed, from the page's first frame. */
interface CardState {
  card: string | null;
  busy: string | null;
  inert: boolean;
  text: string;
}

// Installed before the app's own scripts: records every state the child's card goes through on a load.
function recordCardStates(): void {
  const states: CardState[] = [];
  (window as unknown as { cardStates: CardState[] }).cardStates = states;
  const record = () => {
    const article = document.querySelector('main article[data-card]');
    if (!article) return;
    const state = {
      card: article.getAttribute('data-card'),
      busy: article.getAttribute('aria-busy'),
      inert: article.querySelector('[inert]') !== null,
      text: article.textContent ?? '',
    };
    const last = states.at(-1);
    if (last?.card !== state.card || last.busy !== state.busy || last.inert !== state.inert) {
      states.push(state);
    }
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
}

const cardStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { cardStates: CardState[] }).cardStates);

const lastScreenKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('brightday.last-screen|')));

test('a reload paints the card as last seen, not to be acted on, until its own reads answer; a logout leaves no copy', async ({
  page,
}) => {
  await logIn(page, parent);
  // Noor, with a morning routine of two steps that began two minutes ago: the one in progress.
  const routineTime = new Date(Date.now() - 2 * 60_000).toISOString().slice(11, 16);
  await familyForTheBoard(page, { routineTime, alarmTime: '23:59', rewardCost: 10 });
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Noor' }) });
  await expect(card.getByText('0 of 2 steps')).toBeVisible({ timeout: 45_000 });
  await expect(card).toHaveAttribute('data-card', 'live');

  await page.addInitScript(recordCardStates);
  await page.reload();
  await expect(card).toHaveAttribute('data-card', 'live', { timeout: 30_000 });
  await expect(card.getByText('0 of 2 steps')).toBeVisible();
  const states = await cardStates(page);
  // From its first frame the card showed the child's day as last seen: never the empty placeholder.
  expect(states[0]).toMatchObject({ card: 'last-shown', busy: 'true', inert: true });
  expect(states[0]?.text).toContain('Morning routine');
  expect(states[0]?.text).toContain('0 coins today');
  expect(states.at(-1)).toMatchObject({ card: 'live', busy: 'false', inert: false });
  expect(states.map((state) => state.card)).not.toContain('placeholder');

  // The copy is the family's data: a logout wipes it with the database.
  expect(await lastScreenKeys(page)).not.toEqual([]);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/app$/, { timeout: 30_000 });
  await expect.poll(() => lastScreenKeys(page), { timeout: 15_000 }).toEqual([]);

  // Back in on the same browser, nothing of the last screen is left to paint: the card waits for its data.
  await logIn(page, parent);
  await expect(card.getByText('0 of 2 steps')).toBeVisible({ timeout: 45_000 });
  expect((await cardStates(page))[0]?.card).toBe('placeholder');
});
