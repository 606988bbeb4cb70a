import { expect, test } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, pickUntil, signIn, signInToDashboard, signOutViaUserMenu } from './helpers';

// A year no other spec enters data for, within the ten years the page offers.
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(new Date())) - 6;

test('Colombo MC reads its reported and reconciled flows, the contradiction flagged with what to check; the admin reads the nation reconciled', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  // 300 t of plastic collected a day: far above what Colombo MC's population generates.
  const record = {
    frequencyType: 'RANGE',
    startDate: `${YEAR}-01-01`,
    endDate: `${YEAR}-12-31`,
    plasticType: 'HARD',
    quantityUnit: 'MT_PER_DAY',
    collectedQuantity: 300,
    recoveredQuantity: 0.5,
    rejectedQuantity: 0.1,
    discardedQuantity: 1,
    recycledQuantityKg: 1000,
  };
  let saved = await request.post('/api/v1/local-authority/insert/la-waste-data', { headers, data: record });
  if (saved.status() === 422) {
    const codes = ((await saved.json()).warnings as { code: string }[]).map((warning) => warning.code);
    saved = await request.post('/api/v1/local-authority/insert/la-waste-data', {
      headers,
      data: { ...record, acknowledgedWarnings: codes },
    });
  }
  // A second run on the same database finds the record already there.
  expect([201, 409]).toContain(saved.status());

  const answer = await request.get(`/api/v1/mfa/reconciliation?year=${YEAR}&level=AUTHORITY`, { headers });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.pValue).toBeLessThan(0.05);

  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.getByRole('menuitem', { name: 'Parameters' }).click();
  await expect(page).toHaveURL(/\/parameters$/);
  const year = page.getByTestId('mfa-year');
  const option = page.locator('.ant-select-item-option').filter({ hasText: String(YEAR) });
  await pickUntil(year, option, async () => (await year.textContent())?.includes(String(YEAR)) ?? false);

  const card = page.getByTestId('reconciliation-card');
  await expect(card).toContainText(`Reported and reconciled flows ${YEAR}`);
  await expect(card.getByTestId('reconciliation-verdict')).toContainText('contradict each other beyond their uncertainty');
  await expect(card.getByTestId('reconciliation-flagged').first()).toContainText('Check');
  await expect(card.getByRole('columnheader', { name: '95 % range (t)' })).toBeVisible();
  await expect(card.getByRole('cell', { name: 'Plastic generated → Collected' })).toBeVisible();

  // The admin's dashboard: the nation reconciled for the year.
  await signOutViaUserMenu(page);
  // Signed in again, the product returns to the last page: the admin's dashboard is opened by its address.
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/dashboard');
  const national = page.getByTestId('national-mfa');
  await pickUntil(
    page.getByTestId('national-mfa-year'),
    page.locator('.ant-select-item-option').filter({ hasText: String(YEAR) }),
    async () => (await page.getByTestId('national-mfa-year').textContent())?.includes(String(YEAR)) ?? false,
  );
  await expect(national.getByTestId('reconciliation-card')).toContainText(`Reported and reconciled flows ${YEAR}`);
  await expect(national.getByTestId('reconciliation-verdict')).toBeVisible();
});
