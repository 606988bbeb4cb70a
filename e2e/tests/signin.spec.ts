import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, signInToDashboard, signOutViaUserMenu } from './helpers';

test('the landing page links to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'National plastic and waste management dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

const dashboards = [
  { email: DEMO_ACCOUNTS.superAdmin, remote: 'remote-admin', testId: 'admin-dashboard', role: 'Super Admin' },
  { email: DEMO_ACCOUNTS.admin, remote: 'remote-admin', testId: 'admin-dashboard', role: 'Admin' },
  { email: DEMO_ACCOUNTS.customs, remote: 'remote-customs', testId: 'customs-dashboard', role: 'SL Custom' },
  { email: DEMO_ACCOUNTS.colomboMc, remote: 'remote-local-authority', testId: 'local-authority-dashboard', role: 'Local Authority' },
  { email: DEMO_ACCOUNTS.recycler, remote: 'remote-recycler', testId: 'recycler-dashboard', role: 'Recycler' },
];

for (const account of dashboards) {
  test(`${account.email} signs in and sees the ${account.remote} dashboard`, async ({ page }) => {
    const manifest = page.waitForResponse(
      (response) => response.url().includes(`/remotes/${account.remote}/`) && response.url().endsWith('mf-manifest.json'),
    );
    await signInToDashboard(page, account.email);
    expect((await manifest).status()).toBe(200);
    await expect(page.getByTestId(account.testId)).toBeVisible();
    await expect(page.getByTestId('current-user-role')).toHaveText(account.role);
  });
}

test('each dashboard shows real data from the API', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  const info = page.getByTestId('local-authority-info');
  for (const text of ['Colombo MC', 'Colombo', 'Western', 'Municipal Council']) await expect(info).toContainText(text);
  await page.evaluate(() => localStorage.clear());

  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await expect(page.getByTestId('provinces-table').locator('tbody tr.ant-table-row')).toHaveCount(9);
  await page.evaluate(() => localStorage.clear());

  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await expect(page.getByTestId('server-account')).toContainText(DEMO_ACCOUNTS.customs);
  await page.evaluate(() => localStorage.clear());

  await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
  await expect(page.getByTestId('recycler-scope')).toContainText('Hotline');
});

test("a wrong password shows 'Invalid credentials'", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(/\/signin$/);
});

test('sign out returns to sign-in and clears the tokens and the stored user', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await signOutViaUserMenu(page);
  const stored = await page.evaluate(() => ['accessToken', 'refreshToken', 'loggedUser'].map((key) => localStorage.getItem(key)));
  expect(stored).toEqual([null, null, null]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('any unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a signed-out user who opens a record signs in and lands on that record, not on the dashboard', async ({ page }) => {
  await page.goto('/wasteData/view/WD-LG-11001-999999?from=mail');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.colomboMc);
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wasteData\/view\/WD-LG-11001-999999\?from=mail$/);
});

test('the quick sign-in page of a reloaded /signin still lands on the record asked for', async ({ page }) => {
  await page.goto('/wasteData/view/WD-LG-11001-999999?from=mail');
  await expect(page).toHaveURL(/\/signin$/);
  // A reload of /signin is a fresh visit: the quick page, which reads the way on from the kept router state.
  await page.reload();
  await expect(page.locator('.qs')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.colomboMc);
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wasteData\/view\/WD-LG-11001-999999\?from=mail$/);
  // Signed in, in the shell's layout.
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('a signed-in user who opens /signin or /signup goes to the dashboard', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a malformed link reads as a link that is not valid, not as the server's validation text", async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/wasteData/la-view/does-not-exist');
  await expect(page.getByText(/This link is not valid/).first()).toBeVisible();
  await expect(page.getByText(/must match pattern|querystring\./)).toHaveCount(0);
});
