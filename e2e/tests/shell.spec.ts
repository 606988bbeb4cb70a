import { expect, test, type Page } from '@playwright/test';
import { chooseRole, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

/** Issue 15: the host shell on a 390 px phone and by keyboard alone. */

const sidebarWidth = async (page: Page) => (await page.getByTestId('sidebar').boundingBox())?.width;
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an opened sidebar closes on a tap beside it, on Esc and on choosing a page', async ({ page }) => {
    await signInToDashboard(page, DEMO_ACCOUNTS.admin);
    const open = async () => {
      await page.getByRole('button', { name: 'Expand sidebar' }).tap();
      await expect.poll(() => sidebarWidth(page)).toBe(290);
    };
    const closed = () => expect.poll(() => sidebarWidth(page)).toBe(90);

    await open();
    await page.getByTestId('sidebar-mask').tap({ position: { x: 360, y: 400 } });
    await closed();

    await open();
    await page.keyboard.press('Escape');
    await closed();

    await open();
    await page.getByTestId('sidebar').getByText('Requests').tap();
    await expect(page).toHaveURL(/\/requests$/);
    await closed();
    await expect(page.getByTestId('sidebar-mask')).toHaveCount(0);
  });

  test('a super admin sees whom they act as, and the local authority dashboard shows its figures first', async ({ page }) => {
    await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
    await expect(page.getByTestId('role-switcher')).toBeVisible();
    await expect(page.getByTestId('role-switcher')).toHaveText(/Super Admin/);

    await chooseRole(page, 'Local Authority');
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Search by name, province or district').fill('colombo');
    await dialog.getByRole('button', { name: /^Colombo MC/ }).click();
    await expect(page.getByTestId('local-authority-dashboard')).toBeVisible();
    await expect(page.getByTestId('role-switcher')).toBeVisible();
    await expect(page.getByTestId('role-switcher')).toHaveText(/Local Authority: Colombo MC/);

    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN;
    await expect(page.getByTestId('bar-chart')).toBeVisible();
    await expect(page.getByTestId('local-authority-info')).toBeVisible();
    expect(await top('waste-collection')).toBeLessThan(await top('current-user-card'));
    expect(await top('waste-collection')).toBeLessThan(await top('local-authority-info'));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the language switcher shows a name or code, never a flag', async ({ page }) => {
    await signInToDashboard(page, DEMO_ACCOUNTS.admin);
    await expect(page.getByTestId('language-switcher')).toHaveText('EN');
  });
});

test('the skip link is the first Tab stop and moves focus to the page', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await expect(page.getByTestId('skip-link')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('content')).toBeFocused();
});

test('after a route change focus is on the new page heading, a few Tabs from "Add data"; Ctrl+K and Enter open the first match', async ({
  page,
}) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('plastic waste');
  await expect(page.locator('.ant-select-item-option', { hasText: 'Plastic Waste Data' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wasteData$/);
  await expect(page.locator('#main-content h3').first()).toBeFocused();

  let tabs = 0;
  while (!/Add data/i.test(await focusedText(page)) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  // Only the page's own controls before it (the list's filters), not the sidebar and header (15 before).
  expect(tabs).toBeLessThanOrEqual(8);
});

test('the page search finds Calendar, Profile and Add data, and the user menu opens the calendar', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  for (const [query, label, url] of [
    ['calendar', 'Calendar', /\/calendar$/],
    ['profile', 'Profile', /\/profile$/],
    ['add waste', 'Add Waste Data', /\/wasteData\/addData$/],
  ] as const) {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search pages' })).toBeFocused();
    await page.keyboard.type(query);
    await expect(page.locator('.ant-select-item-option').first()).toHaveText(label);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
  }
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /Calendar/ }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});

test('every public page has the language switcher, which translates it', async ({ page }) => {
  for (const path of [
    '/',
    '/signin',
    '/signup',
    '/forgot-password',
    '/reset-password?token=x',
    '/verify-email?token=x',
    '/verify-account?token=x',
    '/verify-account',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('language-switcher'), path).toBeVisible();
  }
  await page.goto('/signin');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'தமிழ்' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByTestId('language-switcher')).toHaveText(/தமிழ்/);
});
