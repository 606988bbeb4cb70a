import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { mailedLink } from './mailbox';

const PASSWORD = 'Hill country bins 7';
// True whether or not the email had an account: the answer must not tell which.
const SIGNED_UP =
  'Thank you. We have sent a mail to this address: it tells you how to sign in. A new account must first confirm its email with the link in that mail.';
/** Follows the link mailed to a new account: its email counts from then on. */
async function confirmEmail(page: Page, email: string) {
  await page.goto(await mailedLink(email, 'verify-account'));
  await expect(page.getByTestId('account-verified')).toHaveText('Your email is confirmed. You can sign in now.');
}

/** Signs up a user nobody else uses, so these tests can change its profile and calendar freely. */
async function signUpNewUser(page: Page, firstName = 'Kamala') {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.lk`;
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Fernando');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+94 77 123 4567');
  await page.getByLabel('Organisation').fill('Kandy MC');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(SIGNED_UP)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  return email;
}

async function signInNewUser(page: Page, firstName?: string) {
  const email = await signUpNewUser(page, firstName);
  await confirmEmail(page, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

test('a new account signs up, confirms its email, signs in and lands on the template dashboard with the no-role notice', async ({
  page,
}) => {
  const email = await signUpNewUser(page);
  await signIn(page, email, PASSWORD);
  // Not before its email is confirmed: the sign-in page says so and offers a new link.
  await expect(page.getByRole('alert')).toContainText(
    'Please confirm your email first: open the link we mailed to it, or ask for a new link.',
  );
  await page.getByTestId('signin-resend-verification').click();
  await expect(page).toHaveURL(/\/verify-account$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByTestId('verification-sent')).toHaveText(
    'If this email has an account waiting for confirmation, a new link has been sent.',
  );
  await confirmEmail(page, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/An administrator must assign one/)).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText('Kamala Fernando');
});

test('signing up again with a taken email answers as for a new one and does not change the account', async ({ page }) => {
  const email = await signUpNewUser(page);
  await confirmEmail(page, email);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Again');
  await page.getByLabel('Last name').fill('Fernando');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organisation').fill('Kandy MC');
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Password', { exact: true }).fill('Kithul#Wewa-5821');
  await page.getByLabel('Confirm password').fill('Kithul#Wewa-5821');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(SIGNED_UP)).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('header-user-name')).toHaveText('Kamala Fernando');
});

test('a common password is refused with the server message, keeping the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Common');
  await page.getByLabel('Last name').fill('Password');
  await page.getByLabel('Email').fill(`e2e-common-${Date.now()}@example.lk`);
  await page.getByLabel('Organisation').fill('Kandy MC');
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Password', { exact: true }).fill('12345678');
  await page.getByLabel('Confirm password').fill('12345678');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too common or has appeared in data breaches. Please choose another one.',
  );
  await expect(page.getByLabel('First name')).toHaveValue('Common');
});

test('a new email needs the current password and waits for its confirmation link', async ({ page }) => {
  const email = await signInNewUser(page, 'Dilani');
  await page.goto('/profile');
  const newEmail = `e2e-moved-${Date.now()}@example.lk`;
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your current password to change your email')).toBeVisible();
  await page.getByLabel('Current password (needed to change your email)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('email-pending')).toContainText(
    `We have sent a confirmation link to ${newEmail}. Your email changes when you open it; until then you keep signing in with ${email}.`,
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  // The owner cancels it: the link mailed to the new address is refused afterwards.
  const link = await mailedLink(newEmail, 'verify-email');
  await page.getByTestId('cancel-email-change').click();
  await expect(page.getByText('The email change is cancelled. The link sent to the new address no longer works.')).toBeVisible();
  await expect(page.getByTestId('email-pending')).toBeHidden();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');
});

test('a spent or made-up email confirmation link says so', async ({ page }) => {
  await page.goto('/verify-email?token=made-up');
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');
});

test('a profile edit shows in the header at once and persists across a reload', async ({ page }) => {
  await signInNewUser(page, 'Sunethra');
  await page.goto('/profile');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Sunethra');
  await firstName.fill('Sunethri');
  await page.getByLabel('Bio').fill('Coordinates collection in the Western Province.');
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/sunethri');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText('Sunethri Fernando');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Sunethri');
  await expect(page.getByLabel('Bio')).toHaveValue('Coordinates collection in the Western Province.');
  await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/sunethri');
  await expect(page.getByTestId('header-user-name')).toHaveText('Sunethri Fernando');
});

test('a wrong current password is refused when changing the password', async ({ page }) => {
  await signInNewUser(page);
  await page.goto('/profile');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('Kithul#Wewa-5821');
  await page.getByLabel('Confirm password').fill('Kithul#Wewa-5821');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect.');
});

test('a calendar event created today shows after a reload', async ({ page }) => {
  await signInNewUser(page);
  await page.goto('/calendar');
  const title = `Beach clean-up ${Date.now()}`;
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Mount Lavinia beach');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title)).toBeVisible();

  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByText('Week', { exact: true }).click();
  await expect(page.getByTestId('week-view').getByText(title)).toBeVisible();
});

test("calendar: one Month toggle, Monday first in both views, antd's pickers in YYYY-MM-DD and HH:mm, nothing cut at 1366 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInNewUser(page);
  await page.goto('/calendar');
  const month = page.getByTestId('month-view');
  await expect(month).toBeVisible();
  await expect(page.getByText('Month', { exact: true })).toHaveCount(1);
  await expect(month.locator(':scope > div').first()).toHaveText('Mon');
  const cut = await month.evaluate((grid) =>
    Array.from(grid.children)
      .slice(0, 7)
      .filter((header) => header.scrollWidth > header.clientWidth)
      .map((header) => header.textContent),
  );
  expect(cut).toEqual([]);

  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog');
  const title = `Ward clean-up with a rather long title ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByRole('textbox', { name: /Start$/ })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByRole('textbox', { name: 'Start time' })).toHaveValue('09:00');
  // Not getByLabel('End'): the pickers' "calendar" icons would match it too.
  const endTime = dialog.getByRole('textbox', { name: 'End time' });
  await expect(endTime).toHaveAttribute('placeholder', 'HH:mm');
  await endTime.click();
  await endTime.fill('11:30');
  await endTime.press('Enter');
  await expect(endTime).toHaveValue('11:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const chip = month.getByTestId('calendar-event').filter({ hasText: title });
  await expect(chip).toBeVisible();
  const chipFits = await chip.evaluate(
    (tag) => tag.getBoundingClientRect().right <= (tag.parentElement as HTMLElement).getBoundingClientRect().right + 1,
  );
  expect(chipFits).toBe(true);

  await page.getByText('Week', { exact: true }).click();
  await expect(
    page
      .getByTestId('week-view')
      .getByRole('button', { name: /^Add an event on Mon/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('week-view').getByText(title)).toBeVisible();
});
