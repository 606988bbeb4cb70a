import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// Dates of their own, far from the ones wasteData.spec.ts saves, so that no record overlaps another; a retry
// (this file runs serially, so a retry runs the saving test again) takes the next day, not the one saved.
const ISO = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const keyboardDate = () => ISO(100 + test.info().retry);

/** Presses Tab until `target` has the focus, as a keyboard user walks a page. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe.configure({ mode: 'serial' });

test('the waste data wizard is walked through with the keyboard alone, and each step takes the focus', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/wasteData/addData');

  await tabTo(page, page.getByLabel('Yes, we run a public waste collection service'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Next lands on the step's first field, not on the page body.
  await expect(page.getByLabel('Daily', { exact: true })).toBeFocused();
  await tabTo(page, page.getByLabel('Entry date', { exact: true }));
  await expect(page.getByLabel('Entry date', { exact: true })).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await page.keyboard.type(keyboardDate());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Hard plastic'));
  await page.keyboard.press('Space');
  for (const [label, value] of [
    ['Collected quantity', '4'],
    ['Recovered quantity', '1'],
    ['Rejected quantity', '0.5'],
    ['Discarded quantity', '0'],
    ['Recycled quantity (kg)', '1000'],
  ]) {
    const quantity = page.getByLabel(label, { exact: true });
    await tabTo(page, quantity);
    await expect(quantity).toHaveAttribute('inputmode', 'decimal');
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Review' }));
  await page.keyboard.press('Enter');

  const review = page.getByTestId('waste-data-review');
  await expect(review).toBeVisible();
  await expect(review.getByTestId('value-entryDate')).toHaveText(keyboardDate());
  await expect(page.locator('[aria-label="Review"]')).toBeFocused();
  await tabTo(page, page.getByTestId('submit-waste-data'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('saved-waste-id')).toHaveText(/WD-LG-11001-\d{6}/);
});

test('leaving the wizard halfway asks first: a menu click, Back and a reload', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/wasteData');
  await page.getByTestId('add-waste-data').click();
  await page.getByLabel('Yes, we run a public waste collection service').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Collected quantity', { exact: true }).fill('-5');
  await page.getByLabel('Recovered quantity', { exact: true }).click();
  // Refused with the reason, never rewritten.
  await expect(page.getByText('Must not be negative')).toBeVisible();
  await expect(page.getByLabel('Collected quantity', { exact: true })).toHaveValue('-5');

  const leave = page.getByRole('dialog').filter({ hasText: 'Leave this page?' });
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  // The question closes (its leave animation over) before the next one is asked.
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/wasteData\/addData$/);
  await expect(page.getByLabel('Collected quantity', { exact: true })).toHaveValue('-5');

  // A reload or closing the tab gets the browser's own question.
  const unloadRefused = await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));
  expect(unloadRefused).toBe(true);

  // Back, as the browser's button does it (page.goBack would wait for a navigation that is held).
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/wasteData\/addData$/);
  await expect(page.getByLabel('Collected quantity', { exact: true })).toHaveValue('-5');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/wasteData$/);
  await expect(page.getByTestId('waste-records-table')).toBeVisible();
});

test('at 1366 px in Tamil the waste list says that more columns are a sideways scroll away', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ta'));
  await page.goto('/wasteData');
  const table = page.getByTestId('waste-records-table');
  await expect(table.getByRole('link', { name: /WD-LG-11001/ }).first()).toBeVisible();
  await expect(page.getByTestId('table-scroll-hint')).toBeVisible();
  await expect(page.getByText('1 பதிவு').or(page.getByText(/\d+ பதிவுகள்/))).toBeVisible();
  const lastHeader = table.locator('thead th').last();
  await lastHeader.scrollIntoViewIfNeeded();
  await expect(lastHeader).toBeInViewport();
  await page.screenshot({ path: '/tmp/forms-ta-1366-list.png' });
});
