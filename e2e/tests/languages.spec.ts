import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// Issue 39 rule 5 and issue 43 item 3: every word in three languages, the server's too.

const HOST_LOCALES = fileURLToPath(new URL('../../host/src/i18n/locales/', import.meta.url));
const SHARED_LOCALES = fileURLToPath(new URL('../../shared/src/i18n/locales/', import.meta.url));
const words = (folder: string, part: string, language: string) =>
  JSON.parse(readFileSync(`${folder}${part}.${language}.json`, 'utf8')) as Record<string, string>;

for (const [locale, language] of [
  ['si-LK', 'si'],
  ['ta-LK', 'ta'],
] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test('reads the public pages in its language, though the page says html lang="en"', async ({ page }) => {
      const shell = words(HOST_LOCALES, 'shell', language);
      const account = words(HOST_LOCALES, 'account', language);
      for (const [path, text] of [
        ['/', shell['landing.heading']],
        ['/signup', account['signup.title']],
        ['/forgot-password', account['forgotPassword.title']],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: text }).first(), `${path} in ${language}`).toBeVisible();
      }
    });
  });
}

test.describe('a ta-LK browser', () => {
  test.use({ locale: 'ta-LK' });

  test("shows the server's refusal in Tamil, not its English message", async ({ page }) => {
    const refused = words(SHARED_LOCALES, 'serverErrors', 'ta')['serverError.COMMON_PASSWORD'];
    await page.goto('/signup');
    await page.locator('input#firstName').fill('Common');
    await page.locator('input#lastName').fill('Password');
    await page.locator('input#email').fill(`e2e-ta-common-${Date.now()}@example.lk`);
    await page.locator('input#phone').fill('0771234567');
    await page.locator('input#organisation').fill('Jaffna MC');
    await page.locator('input#password').fill('12345678');
    await page.locator('input#confirmPassword').fill('12345678');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
    await expect(page.getByText('This password is too common')).toHaveCount(0);
  });
});

test('a failed token refresh lands on /signin saying Refresh failed', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      if (storage.getItem('accessToken') === null) continue;
      storage.setItem('accessToken', JSON.stringify('expired'));
      storage.setItem('refreshToken', JSON.stringify('not-a-refresh-token'));
    }
  });
  await page.goto('/requests');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByTestId('signin-notice')).toContainText('Refresh failed');
});
