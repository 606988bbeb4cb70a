import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = {
  superAdmin: 'superadmin@demo.lk',
  admin: 'admin@demo.lk',
  customs: 'customs@demo.lk',
  colomboMc: 'colombo.mc@demo.lk',
  recycler: 'recycler@demo.lk',
} as const;

/**
 * The headers of an API call made as an account: a bearer token from a sign-in through the API
 * (`POST /api/v1/auth/authenticate`), as another client of the API would get one.
 */
export async function apiHeaders(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<{ authorization: string }> {
  const signedIn = await request.post('/api/v1/auth/authenticate', { data: { username: email, password } });
  expect(signedIn.status(), `${email} signs in through the API`).toBe(200);
  return { authorization: `Bearer ${(await signedIn.json()).access_token}` };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInToDashboard(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The card comes last, below the fold, its code fetched once the dashboard draws it: with both workers
  // busy that took over 15 s once in CI.
  await expect(page.getByTestId('current-user-card')).toBeVisible({ timeout: 30_000 });
}

/**
 * Picks an entry of an antd dropdown (a menu, a select's list) until its effect shows. A click during the
 * list's open animation can be lost; on a busy page a click can also land and only return after the short
 * timeout here, so the effect is checked before every new attempt: an entry that worked is never picked again
 * (a second pick would, say, start a second download or sign out twice).
 */
export async function pickUntil(opener: Locator, entry: Locator, shown: () => Promise<boolean>) {
  await expect(async () => {
    if (await shown()) return;
    if (!(await entry.isVisible())) await opener.click({ timeout: 2_000 });
    await entry.click({ timeout: 2_000 });
    await expect.poll(shown, { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}

export async function pickFromUserMenu(page: Page, entry: string | RegExp, expectedUrl: RegExp) {
  await pickUntil(page.getByRole('button', { name: 'Account menu' }), page.getByRole('menuitem', { name: entry }), async () =>
    expectedUrl.test(page.url()),
  );
}

export const signOutViaUserMenu = (page: Page) => pickFromUserMenu(page, /Sign out/, /\/signin$/);

/**
 * Opens the role switcher and picks an option: Super Admin directly, the others through their dialog. The
 * entry is looked for in the switcher's dropdown: a super admin's own menu has "Recyclers" too.
 */
export async function chooseRole(page: Page, option: 'Super Admin' | 'Local Authority' | 'Recycler') {
  const effect = option === 'Super Admin' ? page.getByTestId('role-switcher').filter({ hasText: 'Super Admin' }) : page.getByRole('dialog');
  const entry = page.locator('.ant-dropdown').getByRole('menuitem', { name: option });
  await pickUntil(page.getByTestId('role-switcher'), entry, () => effect.isVisible());
}

/** An antd date picker takes a typed date once Enter confirms it (`within`: the page, or the card that holds the field). */
export async function pickDate(within: Page | Locator, label: string, isoDate: string) {
  const input = within.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(isoDate);
  await input.press('Enter');
  await expect(input).toHaveValue(isoDate);
}
