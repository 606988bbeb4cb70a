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
