import { expect, test, type Page } from '@playwright/test';
import { chooseRole, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// One story in order: the return recycler@demo.lk files is what the super admin acting as it sees.
test.describe.configure({ mode: 'serial' });

/** 'YYYY-MM' some months back (other specs never file recycler returns, so these months are free). */
function monthsAgo(count: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - count);
  return date.toISOString().slice(0, 7);
}
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const label = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
const BALANCED_MONTH = monthsAgo(1);
const UNBALANCED_MONTH = monthsAgo(2);

async function startReturn(page: Page, month: string) {
  await page.getByRole('menuitem', { name: 'Waste Data' }).click();
  await expect(page).toHaveURL(/\/wasteData$/);
  await page.getByTestId('add-recycler-data').click();
  await expect(page).toHaveURL(/\/wasteData\/addData$/);
  const monthInput = page.getByTestId('return-form').getByLabel('Month', { exact: true });
  await monthInput.click();
  await monthInput.fill(month);
  await monthInput.press('Enter');
  await expect(monthInput).toHaveValue(month);
  await page.getByLabel('Hard plastic').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByLabel('Opening stock', { exact: true })).toBeVisible();
}

/** 100 + 600 + 400 in; 500 + 200 + 150 + closing out. */
async function fillReturn(page: Page, closingStock: string) {
  const values: [string, string][] = [
    ['Opening stock', '100'],
    ['Local authority collection', '600'],
    ['Collectors and middlemen', '400'],
    ['Flakes', '500'],
    ['Pellets/granules', '200'],
    ['Sanitary landfill', '150'],
    ['Closing stock', closingStock],
  ];
  for (const [name, value] of values) await page.getByLabel(name).fill(value);
}

test('recycler@demo.lk files a balanced return and finds it in its list, its graph and the national graph', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
  await startReturn(page, BALANCED_MONTH);
  await fillReturn(page, '250');
  await expect(page.getByTestId('balance-summary')).toContainText('The return balances');
  await page.getByTestId('review-return').click();
  await expect(page.getByTestId('return-review')).toContainText(label(BALANCED_MONTH));
  await page.getByTestId('submit-return').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  // antd's warning colour (#faad14), not the text's: the icons' own unlayered style once overrode it.
  await expect(dialog.locator('.anticon-exclamation-circle')).toHaveCSS('color', 'rgb(250, 173, 20)');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Recycling waste data added successfully!').first()).toBeVisible();

  await page.getByRole('button', { name: 'Back to the list' }).click();
  const row = page
    .getByTestId('recycler-returns-table')
    .getByRole('row')
    .filter({ hasText: label(BALANCED_MONTH) });
  await expect(row).toContainText('1,000 kg');
  await row.getByRole('link').click();
  await expect(page.getByTestId('recycler-return')).toContainText('Collectors and middlemen');
  await expect(page.getByTestId('recycler-return')).toContainText('Entered by');

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('figure-HARD-intakeKg')).toBeVisible();
  await expect(page.getByTestId('own-graph-chart')).toBeVisible();
  await expect(page.getByTestId('national-graph-chart')).toBeVisible();
  await expect(page.getByTestId('national-share').locator('.ant-statistic-content-value')).not.toHaveText('0');
});

test('an unbalanced return shows the gap and keeps everything typed', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
  await startReturn(page, UNBALANCED_MONTH);
  await fillReturn(page, '200');
  await page.getByTestId('review-return').click();
  await expect(page.getByTestId('balance-gap')).toContainText('the gap is 50 kg, more than the 5.5 kg allowed');
  await expect(page.getByTestId('return-review')).toHaveCount(0);
  await expect(page.getByLabel('Collectors and middlemen')).toHaveValue('400');
  await expect(page.getByLabel('Closing stock', { exact: true })).toHaveValue('200');
});

test('the super admin acting as that recycler sees the same return', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await chooseRole(page, 'Recycler');
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name, address or hotline').fill('Lanka Green');
  await dialog.getByRole('button', { name: /Lanka Green Polymers/ }).click();
  await expect(page.getByTestId('recycler-scope')).toContainText('Lanka Green Polymers');
  await page.getByRole('menuitem', { name: 'Waste Data' }).click();
  await expect(
    page
      .getByTestId('recycler-returns-table')
      .getByRole('row')
      .filter({ hasText: label(BALANCED_MONTH) }),
  ).toContainText('1,000 kg');
});

test('the super admin opens that recycler from the registry and sees its return and graphs, read-only', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await page.getByRole('menuitem', { name: 'Recyclers' }).click();
  await expect(page).toHaveURL(/\/recycler$/);
  await page.getByTestId('recycler-filters').getByLabel('Name').fill('Lanka Green');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: /^Open Lanka Green Polymers/ }).click();
  await expect(page).toHaveURL(/\/recycler\/view\/RC-/);
  await expect(page.getByTestId('recycler-view-details')).toContainText('Lanka Green Polymers');
  const row = page
    .getByTestId('recycler-view-returns')
    .getByRole('row')
    .filter({ hasText: label(BALANCED_MONTH) });
  await expect(row).toContainText('1,000 kg');
  await expect(page.getByTestId('recycler-view-own-chart')).toBeVisible();
  await expect(page.getByTestId('recycler-view-national-chart')).toBeVisible();
  await expect(page.getByTestId('recycler-view-share').locator('.ant-statistic-content-value')).not.toHaveText('0');
  // Read-only: no way to add or change a return from here, and the registry is still the super admin's.
  await expect(page.getByTestId('add-recycler-data')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add data/ })).toHaveCount(0);
  await expect(page.getByTestId('recycler-view-returns').getByRole('link')).toHaveCount(0);
});

test('the super admin registers a recycler and creates its account', async ({ page }) => {
  const name = `E2E Polymers ${Date.now()}`;
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await page.getByRole('menuitem', { name: 'Recyclers' }).click();
  await expect(page).toHaveURL(/\/recycler$/);
  await page.getByTestId('register-recycler').click();
  const form = page.getByTestId('recycler-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Primary address').fill('No. 9, Chilaw Road, Negombo');
  await expect(async () => {
    await form.getByLabel('District').click();
    await form.getByLabel('District').fill('Gampaha');
    await form.getByLabel('District').press('Enter');
    await expect(form).toContainText('Province: Western', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Hotline').fill('12345');
  await form.getByLabel('Registration or licence number').fill(`CEA/E2E/${Date.now()}`);
  await form.getByLabel('Capacity').fill('120');
  await page.getByTestId('save-recycler').click();
  await expect(form).toContainText('Enter a Sri Lankan phone number');
  await form.getByLabel('Hotline').fill('031 222 3344');
  await page.getByTestId('save-recycler').click();
  await expect(page).toHaveURL(/\/recycler\/edit\/RC-[0-9A-F]{8}$/);

  const accounts = page.getByTestId('recycler-accounts');
  const email = `owner.${Date.now()}@negombo.example`;
  await accounts.getByLabel('Email').fill(email);
  await accounts.getByLabel('First name').fill('Nimal');
  await accounts.getByLabel('Last name').fill('Perera');
  await page.getByTestId('create-account').click();
  await expect(page.getByTestId('account-created')).toContainText(`a one-time link to choose the password was mailed to ${email}`);
  await expect(accounts).toContainText(`Nimal Perera · ${email}`);

  await page.getByRole('menuitem', { name: 'Recyclers' }).click();
  await expect(page).toHaveURL(/\/recycler$/);
  await page.getByTestId('recycler-filters').getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('recyclers-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Gampaha');
  await expect(row).toContainText('Active');
});
