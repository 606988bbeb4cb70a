import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, pickUntil, signInToDashboard } from './helpers';

// A year no other spec enters data for, within the ten years the page offers.
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(new Date())) - 9;
const HEADER = `Collection leakage ${Date.now()}`;

async function diagramText(request: APIRequestContext, headers: { authorization: string }, query: string) {
  const response = await request.get(`/api/v1/mfa/diagram-la?${query}`, { headers });
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  return response.text();
}

/** The SVG the page shows, decoded from the image's data URL. */
async function shownSankey(page: Page) {
  const image = page.getByTestId('mfa-sankey').getByTestId('mfa-sankey-image');
  await expect(image).toBeVisible();
  return image.evaluate((img: HTMLImageElement) => {
    const base64 = img.src.split(',')[1];
    return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  });
}

test('Colombo MC sees its Sankey follow its data, in three languages, and sends a parameter-change request', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const before = await diagramText(request, headers, `year=${YEAR}`);
  const saved = await request.post('/api/v1/local-authority/insert/la-waste-data', {
    headers,
    data: {
      frequencyType: 'RANGE',
      startDate: `${YEAR}-01-01`,
      endDate: `${YEAR}-12-31`,
      plasticType: 'SOFT',
      quantityUnit: 'MT_PER_YEAR',
      collectedQuantity: 5_000,
      recoveredQuantity: 800,
      rejectedQuantity: 50,
      discardedQuantity: 4_000,
      recycledQuantityKg: 600_000,
    },
  });
  // A second run on the same database finds the record already there.
  expect([201, 409]).toContain(saved.status());
  if (saved.status() === 201) expect(before).not.toContain('>Recycled ');
  expect(await diagramText(request, headers, `year=${YEAR}&lang=si`)).toContain('ප්‍රතිචක්‍රීකරණය කළ');
  expect(await diagramText(request, headers, `year=${YEAR}&lang=ta`)).toContain('மீள்சுழற்சி செய்யப்பட்டது');

  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await expect(page.getByTestId('mfa-summary')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Parameters' }).click();
  await expect(page).toHaveURL(/\/parameters$/);
  expect(await shownSankey(page)).toContain('Colombo MC: Plastic flows');

  const year = page.getByTestId('mfa-year');
  const option = page.locator('.ant-select-item-option').filter({ hasText: String(YEAR) });
  await pickUntil(year, option, async () => (await year.textContent())?.includes(String(YEAR)) ?? false);
  await expect.poll(() => shownSankey(page)).toContain(`Colombo MC: Plastic flows ${YEAR}`);
  expect(await shownSankey(page)).toContain('>Recycled ');
  // Reconciled by default, each flow with its 95 % range as a band; as reported on request (ADR 0244).
  expect(await shownSankey(page)).toContain('class="sankey-band"');
  await page.getByTestId('sankey-flows').getByText('As reported').click();
  await expect.poll(() => shownSankey(page)).not.toContain('class="sankey-band"');
  await expect(page.getByTestId('mfa-data-input')).toContainText('365 of 365');
  await expect(page.getByTestId('mfa-leakage')).toContainText('Disposal site');

  const form = page.getByTestId('mfa-send-request');
  await form.getByLabel('Header').fill(HEADER);
  await form.getByLabel('Description').fill('Covered bins in every ward since March');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  const row = page.getByTestId('sent-requests').getByRole('row').filter({ hasText: HEADER });
  await expect(row).toContainText('Pending');
});
