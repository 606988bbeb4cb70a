import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

test('a 401 triggers one refresh and one retry of the request', async ({ page }) => {
  let forced = false;
  let meCalls = 0;
  await page.route('**/api/v1/users/me', async (route) => {
    meCalls += 1;
    if (!forced) {
      forced = true;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Token expired', code: 'TOKEN_EXPIRED' }),
      });
      return;
    }
    await route.continue();
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/refresh')) refreshes.push(request.url());
  });
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await expect(page.getByTestId('server-account')).toContainText(DEMO_ACCOUNTS.customs);
  expect(meCalls).toBe(2);
  expect(refreshes).toHaveLength(1);
});

test('an expired access token is refreshed transparently on reload', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  const expired = await page.evaluate(() => {
    const body = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '');
    const token = `eyJhbGciOiJIUzI1NiJ9.${body}.x`;
    localStorage.setItem('accessToken', token);
    return token;
  });
  await page.reload();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('provinces-table').locator('tbody tr.ant-table-row')).toHaveCount(9);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(expired);
});

/** Every call to `url` answered as with an expired access token. */
const answerExpired = (page: Page, url: string) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Token expired', code: 'TOKEN_EXPIRED' }),
    }),
  );

test('a failed refresh sends the user to sign-in', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-or-forged'));
  await answerExpired(page, '**/api/v1/master-data/provinces');
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('loggedUser'))).toBeNull();
});

test('without a refresh token a 401 sends the user to sign-in', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.evaluate(() => localStorage.removeItem('refreshToken'));
  await answerExpired(page, '**/api/v1/master-data/provinces');
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
});
