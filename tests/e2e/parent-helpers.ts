import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Signs a new parent up through the form, with an address no other test uses, and lands on /app. */
export async function signUpNewParent(page: Page, firstName = 'Sam'): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Day-42');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app$/);
}
