import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { resetTokenFrom, waitForMail } from '../kit/server/outbox';

const PASSWORD = 'Sunny-Day-42';

function newEmail(): string {
  return `parent-${randomUUID().slice(0, 8)}@example.com`;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Join Brightday' })).toBeVisible();
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Logs out and waits for the login screen, which the app shows once the server has ended the session: an
 * address typed before that would still open on the signed-in session.
 */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a parent signs up and lands in the app, signed in', async ({ page }) => {
  await signUp(page, newEmail());
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByText('Maya').first()).toBeVisible();
});

test('a parent logs out, then logs in again', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await logOut(page);
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a wrong password shows the Login Error toast with the server message', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await logOut(page);
  await logIn(page, email, 'Wrong-Pass-99');
  await expect(page.getByText('Login Error')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a parent who forgot the password resets it from the e-mailed link and logs in with the new one', async ({
  page,
}) => {
  const email = newEmail();
  await signUp(page, email);
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(
    page.getByText('Please check your inbox and spam folder for the reset instructions.'),
  ).toBeVisible();

  const mail = await waitForMail(process.env.E2E_DATA_DIR ?? '', email, /reset-password\//);
  await page.goto(`/reset-password/${resetTokenFrom(mail)}`);
  await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('Rainy-Night-77');
  await page.getByLabel('Confirm Password').fill('Rainy-Night-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await expect(page.getByText(/A confirmation email has been sent to pa•••@example\.com/)).toBeVisible();
  await expect(page.getByText('Your password has been successfully reset.')).toBeVisible();

  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'Rainy-Night-77');
  await expect(page).toHaveURL(/\/app$/);
});

test('signed out, an app address shows the login screen in place', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
