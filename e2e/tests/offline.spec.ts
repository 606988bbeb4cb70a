import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
import { E2E_BASE_URL } from '../env';
import { apiHeaders, DEMO_ACCOUNTS, pickDate, signInToDashboard } from './helpers';

// Issue 42: an installable product whose LA waste wizard works without a network (ADR 0272, ADR 0273).

const ISO = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** Days no other story saves on, new for a retry on the same product: two free, one given a Hard plastic record. */
function storyDays() {
  const first = 150 + 3 * (test.info().retry + 10 * test.info().repeatEachIndex);
  return { FREE_DAY: ISO(first), TAKEN_DAY: ISO(first + 1), LATER_DAY: ISO(first + 2) };
}

const QUANTITIES = {
  'Collected quantity': '12.5',
  'Recovered quantity': '2',
  'Rejected quantity': '1',
  'Discarded quantity': '0.5',
  'Recycled quantity (kg)': '800',
};

async function recordsOn(request: APIRequestContext, headers: { authorization: string }, day: string): Promise<string[]> {
  const found = await request.post('/api/v1/local-authority/search-waste', {
    headers,
    data: { fromDate: day, toDate: day, plasticType: 'HARD', pageSize: 50 },
  });
  expect(found.status()).toBe(200);
  return ((await found.json()).rows as { wasteId: string }[]).map((record) => record.wasteId);
}

/** A daily Hard plastic entry through the wizard's details step, submitted after the warning. */
async function submitDaily(page: Page, day: string) {
  await pickDate(page, 'Entry date', day);
  await page.getByLabel('Hard plastic').check();
  for (const [label, value] of Object.entries(QUANTITIES)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('waste-data-review')).toBeVisible();
  await page.getByTestId('submit-waste-data').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('entry-waiting')).toContainText('Waiting to send');
}

/**
 * A browser profile of its own, as a phone's: Chromium installs nothing from an incognito context, which is what
 * Playwright's default context is.
 */
async function phoneProfile(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'waste-e2e-phone-'));
  const context = await chromium.launchPersistentContext(dir, { ...CHROMIUM_LAUNCH, baseURL: E2E_BASE_URL, reducedMotion: 'reduce' });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, close: () => context.close().then(() => rmSync(dir, { recursive: true, force: true })) };
}

/** The worker has kept the registry and the authority remote's entry it names (ADR 0273): ready to open offline. */
async function keepsTheRemote(): Promise<boolean> {
  const kept = (url: string) => caches.match(url, { ignoreVary: true });
  const registry = (await (await kept('/remotes/registry.json'))?.json()) as { remotes: { id: string; entry: string }[] } | undefined;
  const entry = registry?.remotes.find((remote) => remote.id === 'remote-local-authority')?.entry;
  return Boolean(entry && (await kept(entry)) && (await kept(entry.replace('mf-manifest.json', 'remoteEntry.js'))));
}

let phone: Awaited<ReturnType<typeof phoneProfile>> | undefined;
test.afterEach(() => phone?.close());

test('an entry made offline is kept, survives a reload offline, arrives once; a refused one comes back with its reason', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { FREE_DAY, TAKEN_DAY, LATER_DAY } = storyDays();
  const colombo = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const taken = await request.post('/api/v1/local-authority/insert/la-waste-data', {
    headers: colombo,
    data: {
      frequencyType: 'DAILY',
      entryDate: TAKEN_DAY,
      plasticType: 'HARD',
      quantityUnit: 'MT_PER_DAY',
      collectedQuantity: 12.5,
      recoveredQuantity: 2,
      rejectedQuantity: 1,
      discardedQuantity: 0.5,
      recycledQuantityKg: 800,
    },
  });
  expect(taken.status()).toBe(201);
  const takenWasteId = (await taken.json()).wasteId as string;

  phone = await phoneProfile();
  const { context, page } = phone;
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  // Registered once the first page is idle; it controls the page from then on (clients.claim).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // In the page, not a new load: what the shell fetched before the worker took control is handed to it.
  await page.getByRole('menuitem', { name: 'Plastic Waste Data' }).click();
  await page.getByTestId('add-waste-data').click();
  await page.getByLabel('Yes, we run a public waste collection service').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('authority-details')).toContainText('Municipal Council');

  // What Lighthouse's installable check read: Chromium's own list of what stops an install.
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

  await expect.poll(() => page.evaluate(keepsTheRemote), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await submitDaily(page, FREE_DAY);
  await page.getByRole('button', { name: 'Add another' }).click();
  await submitDaily(page, TAKEN_DAY);
  await expect(page.getByTestId('kept-entry-waiting')).toHaveCount(2);

  // The installed shell opens without a network: the page, the remote and the wizard's reference data.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add Waste Data' })).toBeVisible();
  await expect(page.getByTestId('kept-entry-waiting')).toHaveCount(2);
  await page.getByLabel('Yes, we run a public waste collection service').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('authority-details')).toContainText('Municipal Council');

  // Back online, the next open sends them. (Not the `online` event: Chromium keeps `navigator.onLine` true in a
  // page loaded while the network is emulated off, so that page never sees the line come back.)
  await context.setOffline(false);
  await page.reload();
  const refused = page.getByTestId('kept-entry-refused');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`already exists: ${takenWasteId}`);
  await expect(page.getByTestId('kept-entry-waiting')).toHaveCount(0);
  await expect.poll(() => recordsOn(request, colombo, FREE_DAY)).toHaveLength(1);

  // Another open sends nothing again: the saved entry left the device, the refused one waits for its author.
  await page.reload();
  await expect(page.getByTestId('kept-entry-refused')).toHaveCount(1);
  expect(await recordsOn(request, colombo, FREE_DAY)).toHaveLength(1);
  expect(await recordsOn(request, colombo, TAKEN_DAY)).toEqual([takenWasteId]);

  // In a page that saw the line go, the line coming back (the `online` event) sends what waits.
  await page.getByLabel('Yes, we run a public waste collection service').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await context.setOffline(true);
  await submitDaily(page, LATER_DAY);
  await context.setOffline(false);
  await expect(page.getByTestId('kept-entry-waiting')).toHaveCount(0);
  await expect.poll(() => recordsOn(request, colombo, LATER_DAY)).toHaveLength(1);
});
