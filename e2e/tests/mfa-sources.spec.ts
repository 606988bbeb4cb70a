import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, pickUntil, signInToDashboard } from './helpers';

// A year no other spec enters data for (mfa.spec.ts takes nine years back), within the ten years the page offers.
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(new Date())) - 8;

/** The SVG the page shows, decoded from the image's data URL. */
async function shownSankey(page: Page) {
  const image = page.getByTestId('mfa-sankey').getByTestId('mfa-sankey-image');
  await expect(image).toBeVisible();
  return image.evaluate((img: HTMLImageElement) => {
    const base64 = img.src.split(',')[1];
    return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  });
}

// Issue 36: a Sampath Piyasa centre's plastic reaches the authority's flow (docs/mfa.md, "Contribution sources").
test("a centre entry saved moves Colombo MC's Sankey: the centres' node appears, in three languages", async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const recovered = async () =>
    (await (await request.get(`/api/v1/mfa/mfa-la-summary?year=${YEAR}`, { headers })).json()).totals.recoveredKg as number;
  const before = await recovered();

  // A centre of its own each run, so that a second run's entry overlaps nothing.
  const centre = await request.post('/api/v1/sampath-piyasa/save-center', {
    headers,
    data: {
      name: `Sources Centre ${Date.now()}`,
      location: 'Town Hall Road, Colombo 07',
      isMaterialRecoveryFacility: true,
      isRecyclingFacility: false,
    },
  });
  expect(centre.status()).toBe(200);
  const saved = await request.post('/api/v1/sampath-piyasa/save-waste-data', {
    headers,
    data: {
      entries: [
        {
          sampathPiyasaId: (await centre.json()).id,
          frequencyType: 'RANGE',
          startDate: `${YEAR}-03-01`,
          endDate: `${YEAR}-03-31`,
          typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
          quantities: [{ materialId: 'PET_HARD', collectedKg: 4_000, soldKg: 3_000, rejectedKg: 100 }],
        },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  expect((await recovered()) - before).toBeCloseTo(4_000, 3);

  for (const [lang, label] of [
    ['si', 'සම්පත් පියස මධ්‍යස්ථාන'],
    ['ta', 'சம்பத் பியச நிலையங்கள்'],
  ]) {
    const svg = await request.get(`/api/v1/mfa/diagram-la?year=${YEAR}&lang=${lang}`, { headers });
    expect(await svg.text()).toContain(label);
  }

  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.getByRole('menuitem', { name: 'Parameters' }).click();
  await expect(page).toHaveURL(/\/parameters$/);
  const year = page.getByTestId('mfa-year');
  const option = page.locator('.ant-select-item-option').filter({ hasText: String(YEAR) });
  await pickUntil(year, option, async () => (await year.textContent())?.includes(String(YEAR)) ?? false);
  await expect.poll(() => shownSankey(page)).toContain(`Colombo MC: Plastic flows ${YEAR}`);
  expect(await shownSankey(page)).toContain('Sampath Piyasa centres');
});
