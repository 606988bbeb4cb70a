import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

/**
 * Issue 39, rule 1: a table never hides what the user came for. On every list page of every role, at 1366x900
 * and on a 390x844 phone: each table's key column (its first) and its row actions are inside the viewport, or
 * the table says that it scrolls sideways; nothing pushes the page wider than the screen; on a phone a list's
 * rows are cards. The range picker opens inside a phone's screen, and at 900 px the sidebar leaves the page
 * uncovered until it is opened, then closes on a tap beside it (docs/adr/0250-tables-and-narrow-layouts.md).
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const ROLES = [
  { email: DEMO_ACCOUNTS.superAdmin, remote: 'remote-admin' },
  { email: DEMO_ACCOUNTS.admin, remote: 'remote-admin' },
  { email: DEMO_ACCOUNTS.customs, remote: 'remote-customs' },
  { email: DEMO_ACCOUNTS.colomboMc, remote: 'remote-local-authority' },
  { email: DEMO_ACCOUNTS.recycler, remote: 'remote-recycler' },
];

/** The role's pages without a parameter, as its registry entry lists them (a list page has none). */
async function pagesOf(page: Page, remote: string): Promise<string[]> {
  const registry = (await (await page.request.get('/remotes/registry.json')).json()) as { remotes: { id: string; routes: string[] }[] };
  const entry = registry.remotes.find((candidate) => candidate.id === remote);
  expect(entry, `${remote} in the registry`).toBeDefined();
  return entry!.routes.filter((route) => !route.includes(':'));
}

/** Requests the page has asked for and not yet been answered (those asked before it was tracked do not count). */
const pending = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

function trackRequests(page: Page) {
  if (pending.has(page)) return;
  const state = { inFlight: new Set<Request>(), lastChange: Date.now() };
  pending.set(page, state);
  page.on('request', (request) => {
    state.inFlight.add(request);
    state.lastChange = Date.now();
  });
  const settled = (request: Request) => {
    state.inFlight.delete(request);
    state.lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

/** Waits until no request has been in flight for `quietMs`: a list's deferred table code has come (its fallback draws nothing to wait for). */
async function networkQuiet(page: Page, quietMs = 400) {
  const state = pending.get(page)!;
  await expect
    .poll(() => state.inFlight.size === 0 && Date.now() - state.lastChange >= quietMs, { timeout: 20_000, intervals: [100] })
    .toBe(true);
}

/** A page opened without a reload: React Router follows a pushed history entry announced by popstate. */
async function openInApp(page: Page, path: string) {
  trackRequests(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('remote-loading')).toHaveCount(0);
  await expect(page.getByTestId('content').locator('h3, .ant-result').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Tables (deferred) come with their code, then measure their width; the hint follows in the next frame.
  await networkQuiet(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** What on the page breaks the rule: each table's key column, its row actions, a silent sideways scroll, a page wider than the screen. */
function findings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= -1 && box.right <= width + 1;
    };
    const content = document.querySelector('[data-testid="content"]');
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const wrapper of Array.from(content?.querySelectorAll<HTMLElement>('.ant-table-wrapper') ?? [])) {
      if (wrapper.offsetParent === null) continue;
      const name =
        wrapper.closest('[data-testid]')?.getAttribute('data-testid') ??
        wrapper.querySelector('[data-testid]')?.getAttribute('data-testid') ??
        'a table';
      const row = wrapper.querySelector('tbody tr.ant-table-row');
      if (!row) continue;
      const cells = Array.from(row.querySelectorAll(':scope > td'));
      const key = cells.find((cell) => !cell.classList.contains('ant-table-selection-column'));
      const selection = cells.find((cell) => cell.classList.contains('ant-table-selection-column'));
      const actions = cells.filter((cell) => cell.classList.contains('ant-table-cell-fix-right'));
      const scroller = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const scrolls = Boolean(scroller && scroller.scrollWidth > scroller.clientWidth + 1);
      const hint = wrapper.parentElement?.querySelector<HTMLElement>('[data-testid="table-scroll-hint"]');
      if (key && !inView(key)) found.push(`${name}: its key column is out of sight`);
      if (selection && !inView(selection)) found.push(`${name}: its selection boxes are out of sight`);
      for (const action of actions) if (!inView(action)) found.push(`${name}: its row actions are out of sight`);
      if (scrolls && !(hint && hint.offsetParent !== null)) found.push(`${name}: scrolls sideways without saying so`);
      if (!scrolls && cells.length > 0 && !inView(cells[cells.length - 1]!)) found.push(`${name}: its last column is cut, no scroll`);
      if (!scrolls && hint) found.push(`${name}: says it scrolls, but all its columns are in sight`);
    }
    return found;
  });
}

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const viewport of [DESKTOP, PHONE]) {
  for (const role of ROLES) {
    test(`every list page of ${role.email} at ${viewport.width}x${viewport.height} keeps its key column and actions in sight, or says it scrolls`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInToDashboard(page, role.email);
      const found: string[] = [];
      let tables = 0;
      let cards = 0;
      for (const path of await pagesOf(page, role.remote)) {
        await openInApp(page, path);
        tables += await page.getByTestId('content').locator('.ant-table-wrapper').count();
        cards += await page.getByTestId('content').locator('[data-layout="cards"]').count();
        found.push(...(await findings(page)).map((finding) => `${path}: ${finding}`));
      }
      expect(found).toEqual([]);
      // The walk saw lists: tables at 1366, and on a phone cards (a small grid of figures may stay a table).
      expect(viewport === PHONE ? cards : tables).toBeGreaterThan(0);
    });
  }
}

test('on a phone a list is cards with its key first and its actions in reach; Pending HS Codes selects all from its top', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await openInApp(page, '/hscodes');
  const list = page.getByTestId('content').locator('[data-layout="cards"]').first();
  await expect(list).toBeVisible();
  const card = list.getByRole('listitem').first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: '/tmp/tables-phone-hs-codes.png', fullPage: false });
});

test('Pending HS Codes at 1366: the selection boxes come first with a select-all, the action described by how to choose', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await openInApp(page, '/pending-hscodes');
  const assign = page.getByTestId('assign-selected');
  await expect(assign).toBeDisabled();
  await expect(assign).toHaveAccessibleDescription(/Tick the codes in the list's first column/);
  const table = page.getByTestId('pending-hs-codes-table');
  if ((await table.locator('tbody tr.ant-table-row').count()) === 0) return;
  const all = table.locator('thead .ant-table-selection-column input[type="checkbox"]');
  await expect(all).toBeVisible();
  await all.check();
  await expect(assign).toBeEnabled();
});

test('the range picker opens inside a phone’s screen, one month at a time', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [email, path] of [
    [DEMO_ACCOUNTS.colomboMc, '/wasteData'],
    [DEMO_ACCOUNTS.admin, '/requests'],
  ] as const) {
    await signInToDashboard(page, email);
    await openInApp(page, path);
    for (const label of ['Start date', 'End date']) {
      await page.getByRole('textbox', { name: label }).click();
      const panel = page.locator('.ant-picker-dropdown:visible .ant-picker-panel-container');
      await expect(panel).toHaveCount(1);
      await expect(panel.locator('.ant-picker-date-panel')).toHaveCount(1);
      const box = await panel.boundingBox();
      expect(box!.x, `${path} ${label}: its left edge`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${path} ${label}: its right edge`).toBeLessThanOrEqual(PHONE.width);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test('at 900 px the sidebar leaves the page uncovered, opens over it with a backdrop, and closes on a tap beside it', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  const sidebar = page.getByTestId('sidebar');
  const content = page.getByTestId('content');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(90);
  const [side, main] = [await sidebar.boundingBox(), await content.boundingBox()];
  expect(main!.x).toBeGreaterThanOrEqual(side!.x + side!.width - 1);

  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(290);
  await expect(page.getByTestId('sidebar-mask')).toBeVisible();
  await page.getByTestId('sidebar-mask').click({ position: { x: 700, y: 400 } });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(90);
  await expect(page.getByTestId('sidebar-mask')).toHaveCount(0);
});
