import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, chooseRole, DEMO_ACCOUNTS, pickUntil, signInToDashboard } from './helpers';

/** The admin remote's words, so that a check reads the language it is about. */
const adminWords = (language: 'en' | 'si' | 'ta'): Record<string, string> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../remote-admin/src/i18n/${language}.json`, import.meta.url)), 'utf8')) as Record<
    string,
    string
  >;

async function chooseLanguage(page: Page, name: string, language: string) {
  await pickUntil(
    page.getByTestId('language-switcher'),
    page.getByRole('menuitem', { name: new RegExp(name) }),
    async () => (await page.locator('html').getAttribute('lang')) === language,
  );
}

/** The what-if's judgement of a total: generated and controlled disposal are never called better or worse. */
const trendOf = (page: Page, testId: string) => page.getByTestId(testId).locator('[data-trend]').getAttribute('data-trend');

test('rule 2: no decision is taken blind (names, units, current values, the effect, better or worse, a confirmation; rows open)', async ({
  page,
  request,
}) => {
  const header = `Burning and leakage ${Date.now()}`;
  const byKeyboard = `Opened from the keyboard ${Date.now()}`;
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const send = (title: string) =>
    request.post('/api/v1/local-authority/send-request', {
      headers,
      data: {
        header: title,
        description: 'Covered trucks; a burning ban since March',
        changes: [
          { parameter: 'level.collection', value: 'LOW' },
          { parameter: 'householdBurnShare', value: 0.45 },
        ],
      },
    });
  const sent = [await send(byKeyboard), await send(header)];
  for (const answer of sent) expect(answer.status()).toBe(201);

  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.goto('/requests?seen=false');
  const rowOf = (title: string) => page.getByTestId('requests-table').getByRole('row').filter({ hasText: title });
  const drawer = page.getByTestId('request-drawer');
  // The keyboard opens a row: its date button, Enter.
  await rowOf(byKeyboard).getByTestId('request-open').focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('request-changes')).toContainText('Collection leakage level');
  await drawer.getByRole('button', { name: 'Close' }).click();
  // The mouse opens it anywhere on the row, not only on its date.
  await rowOf(header).getByText(header).click();
  const level = drawer.getByTestId('request-change-level.collection');
  await expect(level).toContainText('Collection leakage level');
  await expect(level).toContainText(/(None|Low|Medium|High|Very high).*Low/);
  const share = drawer.getByTestId('request-change-householdBurnShare');
  await expect(share).toContainText('Uncollected plastic burned by households');
  await expect(share).toContainText(/\d+(\.\d)? %.*45 %/);
  await expect(share).not.toContainText('0.45');
  await expect(drawer.getByTestId('request-effect')).toContainText('Effect on the');
  expect(await trendOf(page, 'request-effect-disposedKg')).toBe('neutral');
  expect(await trendOf(page, 'request-effect-generatedKg')).toBe('neutral');

  // Complete asks first; cancelled, nothing is applied.
  await drawer.getByTestId('request-complete').click();
  const question = page.getByTestId('request-complete-modal');
  await expect(question).toContainText('official MFA parameters of Colombo MC');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.getByTestId('request-status')).toHaveText('Open');
  const adminHeaders = await apiHeaders(request, DEMO_ACCOUNTS.admin);
  for (const answer of sent) {
    const id = (await answer.json()).id as string;
    expect((await request.post(`/api/v1/requests/${id}/discard`, { headers: adminHeaders, data: { reason: 'e2e' } })).status()).toBe(200);
  }

  // The authority's form reads a typed 45 as 45 %, and its what-if judges by better or worse.
  const officer = await page.context().browser()!.newPage();
  await signInToDashboard(officer, DEMO_ACCOUNTS.colomboMc);
  await officer.goto('/parameters');
  await officer.getByLabel('Uncollected plastic burned by households').fill('45');
  await officer.getByTestId('what-if-run').click();
  await expect(officer.getByTestId('what-if-result')).toBeVisible();
  expect(await officer.getByTestId('what-if-change-disposedKg').getAttribute('data-trend')).toBe('neutral');
  await officer.getByTestId('what-if-request').click();
  await expect(officer.getByTestId('mfa-send-request').getByTestId('request-changes')).toContainText('45 %');
  await expect(officer.getByTestId('mfa-send-request').getByTestId('request-changes')).not.toContainText('0.45');
  await officer.close();
});

test('rule 3: the audit log is for people (role switches recorded, words in three languages, records by name, one time zone)', async ({
  page,
}) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await chooseRole(page, 'Local Authority');
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search by name, province or district').fill('colombo');
  await dialog.getByRole('button', { name: /^Colombo MC/ }).click();
  await expect(page.getByTestId('local-authority-dashboard')).toBeVisible();
  await chooseRole(page, 'Super Admin');
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();

  await page.goto('/loggers?action=switch-role');
  const table = page.getByTestId('loggers-table');
  const words = adminWords('en');
  await expect(table.getByRole('row').nth(1)).toContainText(words['loggers.action.switch-role']);
  await expect(table).not.toContainText('switch-role');
  await expect(page.getByTestId('logger-time-zone')).toContainText('Sri Lanka time (UTC+05:30)');
  // Both switches, newest first: back to Super Admin, then to Colombo MC (acting for it).
  await expect(table.getByRole('row').nth(2)).toContainText('Colombo MC');
  await table.getByRole('row').nth(2).getByText(words['loggers.entity.user']).click();
  const change = page.getByTestId('logger-change');
  await expect(change.getByTestId('logger-change-table')).toContainText('Local Authority');
  await expect(change.getByTestId('logger-change-table')).toContainText('Colombo MC');
  await expect(change.getByTestId('logger-change-record')).not.toHaveText(/^[0-9a-f-]{36}$/);
  await change.getByRole('button', { name: 'Close' }).click();

  // The CSV says the screen's time, and says which.
  const shown = await table.getByTestId('logger-open').first().innerText();
  const download = page.waitForEvent('download');
  await page.getByTestId('logger-export').click();
  const csv = readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toContain('at (Sri Lanka time UTC+05:30)');
  expect(csv[1].split(',')[1]).toBe(shown.trim());

  // In Sinhala the same entries read in Sinhala.
  await chooseLanguage(page, 'සිංහල', 'si');
  const si = adminWords('si');
  await expect(table.getByRole('row').nth(1)).toContainText(si['loggers.action.switch-role']);
  await expect(table.getByRole('row').nth(1)).toContainText(si['loggers.entity.user']);
});
