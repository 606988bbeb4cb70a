import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, signIn, signInToDashboard, pickDate } from './helpers';
import { createAccountWithPassword } from './mailbox';

// Issue 35's walk, in order: a slip is warned and confirmed, then put right through a correction the admin completes.
test.describe.configure({ mode: 'serial' });

const ISO = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
// Kotte MC has no other records: only this walk's figures reach its MFA, and a retry takes another day.
const AUTHORITY = 'LG-11003';
const OFFICER = { email: `kotte.e2e.${Date.now()}@example.lk`, password: 'Kotte officer 1' };
const entryDate = () => ISO(150 + 10 * test.info().retry);
const REASON = 'Typed 100 t a day for 10 t';

const walk: { recordId?: string; wasteId?: string; year?: string } = {};

async function collectedKg(request: APIRequestContext, headers: { authorization: string }) {
  const summary = await request.get(`/api/v1/mfa/mfa-la-summary?year=${walk.year}`, { headers });
  expect(summary.status()).toBe(200);
  return (await summary.json()).totals.collectedKg as number;
}

/** The Sankey as the page shows it, decoded from the image's data URL. */
async function shownSankey(page: Page) {
  const image = page.getByTestId('mfa-sankey').getByTestId('mfa-sankey-image');
  await expect(image).toBeVisible();
  return image.evaluate((img: HTMLImageElement) =>
    new TextDecoder().decode(Uint8Array.from(atob(img.src.split(',')[1]), (c) => c.charCodeAt(0))),
  );
}

async function signInAsOfficer(page: Page) {
  await signIn(page, OFFICER.email, OFFICER.password);
  await expect(page.getByTestId('local-authority-dashboard')).toBeVisible();
}

test('an implausible figure is warned where it is typed and on the review, confirmed, and kept with its record', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await createAccountWithPassword(
    request,
    {
      email: OFFICER.email,
      firstName: 'Kotte',
      lastName: 'Officer',
      roles: ['003'],
      defaultRole: '003',
      localAuthorityId: AUTHORITY,
    },
    OFFICER.password,
  );

  await signInAsOfficer(page);
  await page.goto('/wasteData/addData');
  await page.getByLabel('Yes, we run a public waste collection service').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await pickDate(page, 'Entry date', entryDate());
  await page.getByLabel('Soft plastic').check();
  const collected = page.getByLabel('Collected quantity', { exact: true });
  for (const [label, value] of Object.entries({
    'Recovered quantity': '0',
    'Rejected quantity': '0',
    'Discarded quantity': '0',
    'Recycled quantity (kg)': '0',
  }))
    await page.getByLabel(label, { exact: true }).fill(value);

  // Not a number: kept as typed and said so. More than the country generates: refused on its field.
  await collected.fill('abc');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Enter a number, for example 12.5')).toBeVisible();
  await expect(collected).toHaveValue('abc');
  await collected.fill('5000000');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(/more than the whole country's estimated plastic generation: check the figure and its unit/)).toBeVisible();

  // Far above the authority's estimate: warned on the step, with the range expected; Review again goes on.
  await collected.fill('100');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('plausibility-on-step')).toBeVisible();
  await expect(page.getByText(/^Expected between 0 and [\d.,]+ mt\/day\. This is more than twice/)).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('waste-data-review')).toBeVisible();
  await expect(page.getByTestId('plausibility-warnings')).toContainText('Collected quantity: expected between 0 and');
  await expect(page.getByTestId('submit-waste-data')).toBeDisabled();
  await page.getByTestId('acknowledge-warnings').check();
  await page.getByTestId('submit-waste-data').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  const wasteId = ((await page.getByTestId('saved-waste-id').textContent()) ?? '').match(/WD-LG-11003-\d{6}/)?.[0];
  expect(wasteId).toBeTruthy();

  await page.getByRole('button', { name: 'View record' }).click();
  await expect(page).toHaveURL(/\/wasteData\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('acknowledged-warnings')).toContainText('Collected quantity: expected between 0 and');
  walk.recordId = page.url().split('/').pop();
  walk.wasteId = wasteId;
  walk.year = entryDate().slice(0, 4);
});

test("a correction goes from the authority's request through the admin's Requests to a recomputed Sankey", async ({ browser, request }) => {
  test.setTimeout(180_000);
  expect(walk.recordId).toBeDefined();
  const headers = await apiHeaders(request, OFFICER.email, OFFICER.password);
  const before = await collectedKg(request, headers);

  const officer = await browser.newPage();
  await signInAsOfficer(officer);
  await officer.goto('/parameters');
  const year = officer.getByTestId('mfa-year');
  await year.click();
  await officer.locator('.ant-select-item-option').filter({ hasText: walk.year! }).click();
  await expect.poll(() => shownSankey(officer)).toContain(`Plastic flows ${walk.year}`);
  const sankeyBefore = await shownSankey(officer);

  await officer.goto(`/wasteData/view/${walk.recordId}`);
  await officer.getByTestId('request-correction').click();
  await expect(officer).toHaveURL(new RegExp(`/wasteData/correct/${walk.recordId}$`));
  await officer.getByLabel('Replace it with corrected values').check();
  await officer.getByTestId('correction-reason').fill(REASON);
  await officer.getByTestId('correction-next').click();
  const collected = officer.getByLabel('Collected quantity', { exact: true });
  await expect(collected).toHaveValue('100');
  await collected.fill('10');
  await officer.getByTestId('correction-to-review').click();
  await expect(officer.getByTestId('correction-review')).toContainText(REASON);
  await officer.getByTestId('submit-correction').click();
  await officer.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByTestId('correction-sent')).toBeVisible();
  await officer.goto(`/wasteData/view/${walk.recordId}`);
  await expect(officer.getByTestId('pending-correction')).toBeVisible();

  const admin = await browser.newPage();
  await signInToDashboard(admin, DEMO_ACCOUNTS.admin);
  await admin.goto('/requests');
  const row = admin.getByTestId('requests-table').getByRole('row').filter({ hasText: walk.wasteId! });
  await expect(row.getByTestId('request-kind')).toContainText('Correction');
  await row.getByTestId('request-open').click();
  const drawer = admin.getByTestId('request-drawer');
  await expect(drawer).toContainText(REASON);
  // The collected quantity, marked changed: 100 now, 10 proposed.
  const changed = drawer.getByTestId('correction-comparison').locator('[data-changed="true"]').first();
  await expect(changed.getByTestId('correction-current')).toContainText('100');
  await expect(changed.getByTestId('correction-proposed')).toContainText('10');
  await drawer.getByTestId('request-complete').click();
  await admin.getByTestId('request-complete-confirm').click();
  await expect(drawer.getByTestId('request-status')).toHaveText('Completed');
  await admin.close();

  // One set of numbers: the MFA counts the corrected record only, and the page's Sankey is drawn again from it.
  expect(await collectedKg(request, headers)).toBeCloseTo(before / 10, 0);
  await officer.goto('/parameters');
  await officer.getByTestId('mfa-year').click();
  await officer.locator('.ant-select-item-option').filter({ hasText: walk.year! }).click();
  await expect.poll(() => shownSankey(officer)).not.toBe(sankeyBefore);

  await officer.goto(`/wasteData/view/${walk.recordId}`);
  await expect(officer.getByTestId('record-status')).toContainText('Superseded');
  await officer.getByTestId('replaced-by-link').click();
  await expect(officer.getByTestId('value-wasteId')).toHaveText(`${walk.wasteId}-R1`);
  await officer.close();
});
