import { expect, test } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// Issue 16: hostile text a user stores comes back byte for byte and the browser shows it as text, never as markup.
const HOSTILE = `<img src=x onerror="window.__injected=1">\u202Eපරීක්ෂා ' OR 1=1; -- ${Date.now()}`;

test('a request header full of markup, an RTL mark and SQL is shown to the admin as the very text that was sent', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const sent = await request.post('/api/v1/local-authority/send-request', {
    headers,
    data: { header: HOSTILE, description: '<script>window.__injected=2</script>' },
  });
  expect(sent.status()).toBe(201);
  expect((await sent.json()).header).toBe(HOSTILE);

  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.goto('/requests');
  const row = page.getByTestId('requests-table').getByRole('row').filter({ hasText: HOSTILE });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveCount(0);
  await row.getByTestId('request-open').click();
  await expect(page.getByTestId('request-drawer')).toContainText('<script>window.__injected=2</script>');
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});
