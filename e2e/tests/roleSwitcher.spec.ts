import { expect, test } from '@playwright/test';
import { chooseRole as choose, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

test('a super admin acts as Colombo MC, then as a recycler, then as Super Admin again', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('role-switcher')).toHaveText(/Super Admin/);

  await choose(page, 'Local Authority');
  let dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name, province or district').fill('colombo');
  await dialog.getByRole('button', { name: /^Colombo MC/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('local-authority-dashboard')).toBeVisible();
  await expect(page.getByTestId('local-authority-info')).toContainText('Colombo MC');
  await expect(page.getByTestId('role-switcher')).toHaveText(/Local Authority: Colombo MC/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loggedUser') ?? 'null'));
  expect(stored).toMatchObject({ defaultRole: '003', selectedLocalAuthority: { name: 'Colombo MC', province: 'western' } });

  await choose(page, 'Recycler');
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name, address or hotline').fill('kandy');
  await dialog.getByRole('button', { name: /Kandy Eco Plastics Recycling/ }).click();
  await expect(page.getByTestId('recycler-dashboard')).toBeVisible();
  await expect(page.getByTestId('recycler-scope')).toContainText('Kandy Eco Plastics Recycling');
  await expect(page.getByTestId('role-switcher')).toHaveText(/Recycler: Kandy Eco Plastics Recycling/);

  await choose(page, 'Super Admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('role-switcher')).toHaveText(/Super Admin/);
});

test('a search without a match says so', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await choose(page, 'Local Authority');
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name, province or district').fill('no such council anywhere');
  await expect(dialog.getByText('No local authorities found')).toBeVisible();
});

test('the role switcher is absent for an admin', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('role-switcher')).toHaveCount(0);
});

test("switching back to Super Admin on a local authority's list runs none of its searches and lands on the dashboard", async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await choose(page, 'Local Authority');
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name, province or district').fill('colombo');
  await dialog.getByRole('button', { name: /^Colombo MC/ }).click();
  await expect(page.getByTestId('local-authority-dashboard')).toBeVisible();
  const listed = page.waitForResponse((response) => response.url().includes('/search-waste') && response.ok());
  await page.getByRole('menuitem', { name: 'Plastic Waste Data' }).click();
  await expect(page).toHaveURL(/\/wasteData$/);
  await listed;

  // "Page not found" (or, for another role's page, "Not allowed for your role") only flashed: watch the page for it from here on.
  await page.evaluate(() => {
    const seen = window as unknown as { sawNotFound: boolean };
    seen.sawNotFound = false;
    new MutationObserver(() => {
      if (/Page not found|Not allowed for your role/.test(document.body.innerText)) seen.sawNotFound = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await choose(page, 'Super Admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('provinces-table')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawNotFound: boolean }).sawNotFound)).toBe(false);
  expect(refused).toEqual([]);
});
