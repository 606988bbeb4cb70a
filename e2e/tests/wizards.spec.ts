import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// Issue 39 rule 7, "Each wizard guides": the recycler's and the centre's wizards.

const RUN = Date.now().toString(36);
const ISO = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

interface MasterData {
  plasticSources: { id: string; name: string }[];
  hardPlasticProductTypes: { id: string; name: string }[];
}

/** A year in which recycler@demo.lk has no hard-plastic return (earlier runs share the database). */
async function freeYear(request: APIRequestContext, headers: { authorization: string }): Promise<number> {
  for (let year = 2001; year < 2020; year += 1) {
    const found = await request.post('/api/v1/recycler/search-waste-data-list', {
      headers,
      data: { year, plasticType: 'HARD', pageStart: 0, pageSize: 1, pageSort: 'ASC' },
    });
    expect(found.status(), await found.text()).toBe(200);
    if ((await found.json()).total === 0) return year;
  }
  throw new Error('No free year for the recycler');
}

/** A balanced hard-plastic return saved through the API (its plausibility warnings acknowledged); answers its id. */
async function saveReturn(
  request: APIRequestContext,
  headers: { authorization: string },
  masterData: MasterData,
  month: string,
  openingStockKg: number,
): Promise<string> {
  const body = {
    month,
    plasticType: 'HARD',
    openingStockKg,
    closingStockKg: 250,
    intake: [{ sourceId: masterData.plasticSources[0].id, kg: 1000 }],
    output: [{ productTypeId: masterData.hardPlasticProductTypes[0].id, kg: 750 + openingStockKg }],
    rejected: [],
  };
  let saved = await request.post('/api/v1/recycler/save-recycler-waste-data', { headers, data: body });
  if (saved.status() === 422) {
    const codes = ((await saved.json()).warnings as { code: string }[]).map((warning) => warning.code);
    saved = await request.post('/api/v1/recycler/save-recycler-waste-data', { headers, data: { ...body, acknowledgedWarnings: codes } });
  }
  expect(saved.status(), await saved.text()).toBe(201);
  return (await saved.json()).id;
}

async function chooseMonth(page: Page, month: string) {
  const input = page.getByTestId('return-form').getByLabel('Month', { exact: true });
  await input.click();
  await input.fill(month);
  await input.press('Enter');
  await expect(input).toHaveValue(month);
}

test("the recycler's wizard: no quantity on step 1, the opening stock carried, a duplicate stopped on step 1 and on the review with a link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.recycler);
  const masterData = (await (await request.get('/api/v1/recycler/master-data', { headers })).json()) as MasterData;
  const year = await freeYear(request, headers);
  const [may, june] = [`${year}-05`, `${year}-06`];
  const mayId = await saveReturn(request, headers, masterData, may, 0);

  await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.goto('/wasteData/addData');
    await expect(page.getByTestId('return-form').getByLabel('Month', { exact: true })).toBeVisible();
    // An antd Flex with `hidden` kept display:flex: the quantities showed on the first step.
    await expect(page.getByTestId('return-step-quantities')).toBeHidden();
    await expect(page.getByLabel('Opening stock', { exact: true })).toBeHidden();
    await expect(page.getByLabel(masterData.plasticSources[0].name)).toBeHidden();
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await chooseMonth(page, may);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const duplicate = page.getByTestId('duplicate-return');
  await expect(duplicate).toContainText(`You already have a return for ${monthLabel(may)}, Hard plastic`);
  await expect(duplicate.getByRole('link', { name: 'View the return' })).toHaveAttribute('href', `/wasteData/view/${mayId}`);
  await expect(page.getByLabel('Opening stock', { exact: true })).toBeHidden();

  await chooseMonth(page, june);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const opening = page.getByLabel('Opening stock', { exact: true });
  await expect(opening).toBeVisible();
  await expect(opening).toHaveValue('250');
  await expect(page.getByTestId('opening-stock-note')).toContainText(`closing stock of your ${monthLabel(may)} return (250 kg)`);
  await expect(page.getByTestId('return-step-month')).toBeHidden();

  // Entered elsewhere while this one is typed: the review finds it.
  const juneId = await saveReturn(request, headers, masterData, june, 250);
  await page.getByLabel(masterData.plasticSources[0].name).fill('1000');
  await page.getByLabel(masterData.hardPlasticProductTypes[0].name).fill('1000');
  await page.getByLabel('Closing stock', { exact: true }).fill('250');
  await page.getByTestId('review-return').click();
  const review = page.getByTestId('return-review');
  const onStep = page.getByTestId('plausibility-on-step');
  await expect(review.or(onStep)).toBeVisible();
  // A warning on the step is reviewed as it is by a second click.
  if (await onStep.isVisible()) await page.getByTestId('review-return').click();
  await expect(review.getByTestId('duplicate-return').getByRole('link', { name: 'View the return' })).toHaveAttribute(
    'href',
    `/wasteData/view/${juneId}`,
  );
  await expect(page.getByTestId('submit-return')).toBeDisabled();
});

test('the centre wizard: one period for all centres, the materials by form, and a saved screen with Add more data and Back to centres', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const names = [`Wizard Centre A ${RUN}`, `Wizard Centre B ${RUN}`];
  for (const name of names) {
    const saved = await request.post('/api/v1/sampath-piyasa/save-center', {
      headers,
      data: { name, location: 'Galle Road', isMaterialRecoveryFacility: true, isRecyclingFacility: false },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/sampath-piyasa/addData');
  for (const name of names) await page.getByLabel(`${name} (Galle Road)`).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByTestId('same-period').check();
  const shared = page.getByTestId('shared-period');
  await expect(shared).toBeVisible();
  const date = shared.getByLabel('Entry date', { exact: true });
  await date.click();
  await date.fill(ISO(3));
  await date.press('Enter');
  await expect(date).toHaveValue(ISO(3));

  for (const name of names) {
    const card = page.getByTestId('centre-waste-form').locator('.ant-card').filter({ hasText: name });
    await expect(card.getByLabel('Daily')).toHaveCount(0);
    // Every resin is listed hard and soft: grouped, with a hint of each form, the unusual pairs after the usual ones.
    await expect(card.getByTestId('materials-HARD')).toContainText('Rigid items that keep their shape');
    await expect(card.getByTestId('materials-SOFT-seldom').getByLabel('PET (soft)')).toBeVisible();
    await card.getByLabel('Brought by the public').check();
    await card.getByTestId('materials-HARD').getByLabel('PET (hard)').check();
    await card.getByLabel('PET (hard): Collected (kg)').fill('120');
  }
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const review = page.getByTestId('centre-waste-review');
  const onStep = page.getByTestId('plausibility-on-step');
  await expect(review.or(onStep)).toBeVisible();
  if (await onStep.isVisible()) await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(review).toBeVisible();
  const acknowledge = page.getByTestId('acknowledge-warnings');
  if (await acknowledge.isVisible()) await acknowledge.check();
  await page.getByTestId('submit-centre-waste-data').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();

  const done = page.getByTestId('centre-waste-saved');
  await expect(done).toContainText('Waste data saved successfully!');
  await expect(done.getByRole('button', { name: 'Add more data' })).toBeVisible();
  await expect(done.getByRole('button', { name: 'Back to centres' })).toBeVisible();
  await expect(done.getByRole('button', { name: names[0] })).toHaveCount(0);
  await expect(done.getByRole('link', { name: names[0] })).toBeVisible();
  await done.getByRole('button', { name: 'Back to centres' }).click();
  await expect(page).toHaveURL(/\/sampath-piyasa$/);
});

test('the centre form marks the coordinate that is wrong, not the other one', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/sampath-piyasa/register');
  await page.getByLabel('Latitude').fill('69.1');
  await page.getByLabel('Longitude').fill('79.9');
  await page.getByTestId('save-centre').click();
  const itemOf = (label: string) => page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(itemOf('Latitude')).toContainText('Sri Lanka lies between latitudes 5.85 and 9.9');
  await expect(itemOf('Longitude').locator('.ant-form-item-explain-error')).toHaveCount(0);
});
