import { expect, test, type Page } from '@playwright/test';
import { chooseRole, DEMO_ACCOUNTS, pickUntil, signIn, signInToDashboard } from './helpers';
import { mailedLink } from './mailbox';

// Issue 39 rule 4: accounts as a ministry runs them.
const CHOSEN = 'Hill country bins 7';

async function chooseLanguage(page: Page, name: string, language: string) {
  await pickUntil(
    page.getByTestId('language-switcher'),
    page.getByRole('menuitem', { name: new RegExp(name) }),
    async () => (await page.locator('html').getAttribute('lang')) === language,
  );
}

test('the super admin creates an account without a password; the mailed link sets one (not "galle123") and the person signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `rule4.${Date.now()}@example.lk`;
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await page.goto('/accounts');
  await page.getByTestId('account-create').click();
  const modal = page.getByTestId('create-account-modal');
  await expect(modal.getByTestId('create-account-link-note')).toBeVisible();
  await expect(modal.locator('input[type="password"]')).toHaveCount(0);
  await modal.getByTestId('account-email').fill(email);
  await modal.getByTestId('account-first-name').fill('Ruwan');
  await modal.getByTestId('account-last-name').fill('Jayasinghe');
  await modal.getByTestId('account-organisation').fill('Ministry of Environment');
  await modal.getByTestId('account-roles').getByText('001 Admin').click();
  await pickUntil(
    modal.getByTestId('account-default-role'),
    page.locator('.ant-select-dropdown:visible').getByTitle('001 Admin'),
    async () => (await modal.getByTestId('account-default-role').textContent())?.includes('001 Admin') ?? false,
  );
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal).toBeHidden();

  const other = await browser.newContext();
  const person = await other.newPage();
  await person.goto(await mailedLink(email, 'reset-password'));
  for (const [password, refused] of [
    ['galle123', true],
    [CHOSEN, false],
  ] as const) {
    await person.getByLabel('New password').fill(password);
    await person.getByLabel('Confirm password').fill(password);
    await person.getByRole('button', { name: 'Save new password' }).click();
    if (refused)
      await expect(
        person
          .getByText('This password is a common word, a place or your name with a few digits or signs added. Please choose another one.')
          .first(),
      ).toBeVisible();
  }
  await expect(person.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  await signIn(person, email, CHOSEN);
  await expect(person).toHaveURL(/\/dashboard$/);
  await other.close();
});

test('sign-up asks for the organisation, and the accounts list shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `rule4-signup.${Date.now()}@example.lk`;
  const other = await browser.newContext();
  const person = await other.newPage();
  await person.goto('/signup');
  await person.getByLabel('First name').fill('Nadeesha');
  await person.getByLabel('Last name').fill('Wickramasinghe');
  await person.getByLabel('Email').fill(email);
  await person.getByLabel('Phone').fill('0771234567');
  await person.getByLabel('Password', { exact: true }).fill(CHOSEN);
  await person.getByLabel('Confirm password').fill(CHOSEN);
  await person.getByRole('button', { name: 'Create account' }).click();
  await expect(person.getByText('This field is required')).toBeVisible();
  await person.getByLabel('Organisation').fill('Galle MC, solid waste unit');
  await person.getByRole('button', { name: 'Create account' }).click();
  await expect(person).toHaveURL(/\/signin$/);
  await other.close();

  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await page.goto('/accounts');
  await page.getByPlaceholder('Name or email').fill('solid waste unit');
  await page.getByPlaceholder('Name or email').press('Enter');
  const row = page.getByTestId('accounts-table').getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('account-organisation')).toHaveText('Galle MC, solid waste unit');
});

test('the role switcher\'s authority picker lists "galle" exact and prefix first, before Kegalle', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await chooseRole(page, 'Local Authority');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('galle');
  const names = dialog.getByTestId('picker-options').locator('strong');
  await expect(names.first()).toHaveText(/^Galle/);
  const all = await names.allTextContents();
  const lastGalle = all.map((name) => name.startsWith('Galle')).lastIndexOf(true);
  const firstKegalle = all.findIndex((name) => name.startsWith('Kegalle'));
  expect(firstKegalle).toBeGreaterThan(lastGalle);
});

test('Support opens the Help page, in Sinhala and Tamil', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Support/ }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('help-role-003')).toBeVisible();
  await chooseLanguage(page, 'සිංහල', 'si');
  await expect(page.getByRole('heading', { name: 'උපකාර' })).toBeVisible();
  await expect(page.getByTestId('help-role-003')).toContainText('සම්පත් පියස');
  await chooseLanguage(page, 'தமிழ்', 'ta');
  await expect(page.getByRole('heading', { name: 'உதவி' })).toBeVisible();
  await expect(page.getByTestId('help-role-003')).toContainText('சம்பத் பியச');
});
