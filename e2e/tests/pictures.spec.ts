import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// Issue 39 rule 6, "pictures that read right": the Sankey's labels readable at the size shown in every
// language and inside its box, the Sankey dark in the dark theme, a period without data said in words, and
// every chart control labelled.

const RUN = Date.now();
/** The Sankey's labels are drawn 12 px high (server/src/mfa/sankey-svg.ts). */
const LABEL_PX = 12;

async function setVariant(page: Page, language: 'en' | 'si' | 'ta', theme: 'light' | 'dark' = 'light') {
  await page.goto('/signin');
  await page.evaluate(
    ({ language, theme }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('theme', theme);
    },
    { language, theme },
  );
}

/** The Sankey image once decoded, with the size it is drawn at and the size it is shown at. */
async function shownSankey(page: Page) {
  const image = page.getByTestId('mfa-sankey').getByTestId('mfa-sankey-image');
  await expect(image).toBeAttached();
  // Loaded lazily: brought near the viewport, then decoded.
  await page.getByTestId('mfa-sankey').scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toBeVisible();
  return image;
}

/** The colour of a pixel near the top-left corner of an element, as the screen shows it. */
async function cornerColour(page: Page, element: Locator): Promise<number[]> {
  const png = await element.screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(3, 3, 1, 1).data];
  }, png.toString('base64'));
}

test('the Sankey’s labels are shown at 11 px or more and inside its box, in every language, at 1366 and on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await setVariant(page, 'en');
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const language of ['ta', 'si', 'en'] as const) {
      // The language is read when the page loads.
      await page.evaluate((value) => localStorage.setItem('i18nextLng', value), language);
      await page.reload();
      const image = await shownSankey(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { shown, natural } = await image.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
      }));
      const where = `${language} at ${viewport.width} px`;
      expect((shown / natural) * LABEL_PX, `${where}: a label's height as shown`).toBeGreaterThanOrEqual(11);
      // Inside the card, or in its own scrolling box that says so.
      const sankey = page.getByTestId('mfa-sankey');
      const card = (await sankey.boundingBox())!;
      const scroller = sankey.getByRole('group');
      if (await scroller.count()) {
        await expect(sankey.getByTestId('diagram-scroll-hint'), where).toBeVisible();
        const box = (await scroller.boundingBox())!;
        expect(box.x + box.width, where).toBeLessThanOrEqual(card.x + card.width + 1);
      } else {
        const box = (await image.boundingBox())!;
        expect(box.x, where).toBeGreaterThanOrEqual(card.x - 1);
        expect(box.x + box.width, where).toBeLessThanOrEqual(card.x + card.width + 1);
      }
    }
  }
});

test('in the dark theme the Sankey is dark on screen, not a white rectangle', async ({ page }) => {
  await setVariant(page, 'en', 'dark');
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  // In Tamil, the language whose diagram was widest.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ta'));
  await page.reload();
  const [red, green, blue] = await cornerColour(page, await shownSankey(page));
  expect(red + green + blue).toBeLessThan(3 * 64);
});

test('a period without data says so in words, on a centre’s graphs and the recycler’s own graph, and their year choices are labelled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const colombo = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const saved = await request.post('/api/v1/sampath-piyasa/save-center', {
    headers: colombo,
    data: {
      name: `Pictures Centre ${RUN}`,
      location: 'Baseline Road, Colombo 09',
      latitude: 6.9271,
      longitude: 79.8612,
      description: 'Saved by the pictures check: no entries',
      isMaterialRecoveryFacility: true,
      isRecyclingFacility: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const centre = (await saved.json()) as { id: string };

  await setVariant(page, 'en');
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto(`/sampath-piyasa/center/${centre.id}`);
  const graphs = page.getByTestId('centre-graphs');
  await expect(graphs.getByText('From year', { exact: true })).toBeVisible();
  await expect(graphs.getByText('To year', { exact: true })).toBeVisible();
  await expect(graphs.getByRole('combobox', { name: 'From year' })).toBeVisible();
  await expect(page.getByTestId('collected-chart-empty')).toContainText('No waste data available');
  await expect(page.getByTestId('recyclable-chart-empty')).toContainText('No waste data available');
  // No empty 0-1 frame drawn anyway.
  await expect(page.getByTestId('collected-chart').locator('svg[role="img"]')).toHaveCount(0);

  const recycler = await page.context().browser()!.newPage();
  await setVariant(recycler, 'en');
  await signInToDashboard(recycler, DEMO_ACCOUNTS.recycler);
  await expect(recycler.getByRole('combobox', { name: 'Years shown in the graphs' })).toBeVisible();
  const own = recycler.getByTestId('own-graph');
  await expect(own.getByTestId('own-graph-chart').or(own.getByTestId('own-graph-chart-empty')).first()).toBeVisible();
  // Drawn, its months are intake, output and rejects side by side (never a grouped bar of products).
  if (await own.getByTestId('own-graph-chart').locator('svg[role="img"]').count()) {
    await expect(own.getByTestId('own-graph-chart').getByRole('table')).toContainText('Rejects');
  }
  await recycler.close();
});

test('the customs dashboard’s three choices show their labels', async ({ page }) => {
  await setVariant(page, 'en');
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  const statistics = page.getByTestId('customs-statistics');
  for (const testId of ['customs-statistics-type', 'customs-statistics-year', 'customs-statistics-toYear']) {
    const filter = statistics.getByTestId(testId);
    await expect(filter.locator('label')).toBeVisible();
    const label = (await filter.locator('label').textContent())!;
    await expect(filter.getByRole('combobox', { name: label })).toBeVisible();
  }
});
