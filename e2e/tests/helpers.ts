import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = {
  superAdmin: 'superadmin@demo.lk',
  admin: 'admin@demo.lk',
  customs: 'customs@demo.lk',
  colomboMc: 'colombo.mc@demo.lk',
  recycler: 'recycler@demo.lk',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInToDashboard(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-user-card')).toBeVisible();
}

/** A click that lands while antd's dropdown is still animating in can be lost: retry until the effect shows. */
export async function pickFromUserMenu(page: Page, entry: string | RegExp, expectedUrl: RegExp) {
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: entry }).isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: entry }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(expectedUrl, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export const signOutViaUserMenu = (page: Page) => pickFromUserMenu(page, /Sign out/, /\/signin$/);

/**
 * Opens the switcher and picks an option until its effect shows: a click that lands while antd's dropdown
 * is still animating in can be lost, and the test is about the switcher, not about that timing.
 */
export async function chooseRole(page: Page, option: 'Super Admin' | 'Local Authority' | 'Recycler') {
  const effect = option === 'Super Admin' ? page.getByTestId('role-switcher').filter({ hasText: 'Super Admin' }) : page.getByRole('dialog');
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: option }).isVisible())) await page.getByTestId('role-switcher').click();
    await page.getByRole('menuitem', { name: option }).click({ timeout: 2_000 });
    await expect(effect).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
