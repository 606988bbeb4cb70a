import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard, signOutViaUserMenu } from './helpers';

// These stories make the remote's files fail from the page (page.route); a service worker would fetch them in
// its place, out of the route's reach. The service worker's own story is offline.spec.ts.
test.use({ serviceWorkers: 'block' });

test('a remote that cannot be loaded shows the error screen while the layout keeps working', async ({ page }) => {
  await page.route('**/remotes/remote-admin/**/mf-manifest.json', (route) => route.abort());
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin);
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const errorScreen = page.getByTestId('content').getByText('This part of the dashboard could not be loaded');
  await expect(errorScreen).toBeVisible();
  for (const name of ['Retry', 'Reload', 'Home']) await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText(/\S/);

  await page.getByRole('menuitem', { name: /Dashboard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.unroute('**/remotes/remote-admin/**/mf-manifest.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();

  await signOutViaUserMenu(page);
});

test('a remote whose manifest fails once loads on the next try, with no error screen', async ({ page }) => {
  let manifestRequests = 0;
  await page.route('**/remotes/remote-admin/**/mf-manifest.json', (route) => {
    manifestRequests += 1;
    return manifestRequests === 1 ? route.abort() : route.continue();
  });
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin);
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(manifestRequests).toBe(2);

  await signOutViaUserMenu(page);
});

test('host and remote share one React, one antd, one jotai, one shared package (so one session store) and one query client', async ({
  page,
}) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await expect(page.getByTestId('current-user-name')).toHaveText(await page.getByTestId('header-user-name').innerText());
  // Every version in the share scope, by package, and whether a remote took it (the host's and each remote's
  // federation instance see the same scope).
  const registered = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } }).__FEDERATION__;
    const result: Record<string, { version: string; from: string; loaded: boolean }[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, share] of Object.entries(versions)) {
            const entries = (result[name] ??= []);
            const same = entries.find((entry) => entry.version === version && entry.from === share.from);
            if (same) same.loaded ||= Boolean(share.loaded);
            else entries.push({ version, from: share.from, loaded: Boolean(share.loaded) });
          }
        }
      }
    }
    return result;
  });
  // The host provides each singleton and every antd component once; a remote brings no copy of its own.
  for (const [name, versions] of Object.entries(registered)) {
    expect(new Set(versions.map((entry) => entry.version)), `${name}: ${JSON.stringify(versions)}`).toHaveProperty('size', 1);
  }
  // What the local authority remote draws with is the host's copy.
  for (const name of [
    'react',
    'react/jsx-runtime',
    'jotai',
    '@waste/shared',
    'react-router-dom',
    '@tanstack/react-query',
    'react-i18next',
  ]) {
    expect(registered[name]?.[0]?.loaded, `${name}: ${JSON.stringify(registered[name])}`).toBe(true);
  }
  expect(Object.keys(registered).filter((name) => name.startsWith('antd/es/') && registered[name][0].loaded).length).toBeGreaterThan(0);
  // The remote's icons are drawn by the host's icon component, which reads the host's icon context that antd
  // fills: none writes its own unlayered style, which would override every colour antd's stylesheet gives an icon.
  expect(registered['@ant-design/icons/es/components/AntdIconLight']?.[0]?.loaded).toBe(true);
  const unlayeredIconStyles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .filter((text) => /^\s*\.anticon\b/.test(text)),
  );
  expect(unlayeredIconStyles).toHaveLength(0);
});

test('a remote page whose chunk cannot be loaded shows the error screen, and Retry loads it', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  const pageChunks = '**/remotes/remote-local-authority/**/*.js';
  await page.route(pageChunks, (route) => route.abort());
  await page
    .getByTestId('sidebar')
    .getByRole('menuitem', { name: /Parameters/ })
    .click();
  await expect(page.getByTestId('content').getByText('This part of the dashboard could not be loaded')).toBeVisible();
  for (const name of ['Retry', 'Reload', 'Home']) await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: /Plastic Waste Data/ })).toBeVisible();

  await page.unroute(pageChunks);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('content').getByRole('heading', { level: 3, name: 'Parameters' })).toBeVisible();
});

test('every page is a chunk of its own, fetched when first opened', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  const chunk = page.waitForRequest((request) => /\/remotes\/remote-local-authority\/[^/]+\/[^/]+\.js$/.test(request.url()));
  await page
    .getByTestId('sidebar')
    .getByRole('menuitem', { name: /Sampath Piyasa/ })
    .click();
  await chunk;
  await expect(page.getByTestId('content').getByRole('heading', { level: 3, name: 'Sampath Piyasa Centres' })).toBeVisible();
});

test('a path that no released remote lists is a 404 decided from the registry, before any remote loads', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
  const manifests: string[] = [];
  page.on('request', (request) => request.url().endsWith('mf-manifest.json') && manifests.push(request.url()));
  await page.goto('/sampath-piyasa/nothing-here');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  expect(manifests).toEqual([]);
});

/**
 * Holds the remote's files until the frame has been seen (on a slow phone they take seconds): the returned
 * function lets them through, and the later ones at once.
 */
async function holdRemoteFiles(page: Page, remote: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/remotes/${remote}/**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a reload paints the page’s first frame with its heading at once, and the remote’s page replaces it', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  const release = await holdRemoteFiles(page, 'remote-local-authority');
  await page.reload();
  const frame = page.getByTestId('first-frame');
  await expect(frame.locator('h3')).toHaveText('Local authority dashboard');
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  release();
  await expect(
    page.getByTestId('local-authority-dashboard').getByRole('heading', { level: 3, name: 'Local authority dashboard' }),
  ).toBeVisible();
  await expect(frame).toHaveCount(0);
});

/**
 * Reloads `path` on a phone with the remote's files held, and expects the page to draw the frame's heading, card
 * title and intro in the same boxes, with the same text: the page's own paragraphs are no larger paint, and nothing jumps.
 */
async function expectPageWhereItsFrameWas(page: Page, remote: string, path: string) {
  const boxes = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: element.textContent, x, y, width, height };
      }),
    );
  await page.goto(path);
  await expect(page.locator('#main-content h3.ant-typography')).toBeVisible();
  const release = await holdRemoteFiles(page, remote);
  await page.reload();
  const frame = page.getByTestId('first-frame');
  await expect(frame.locator('.ff-note').first()).toBeVisible();
  const painted = await boxes('#first-frame h3, #first-frame .ff-card-head, #first-frame .ff-note');
  release();
  await expect(frame).toHaveCount(0);
  const drawn = () =>
    boxes('#main-content h3.ant-typography, #main-content .ant-card-head, #main-content .ant-card-body .ant-typography-secondary');
  await expect.poll(async () => (await drawn()).slice(0, painted.length)).toEqual(painted);
}

test('on a phone a customs page’s first frame (the dashboard and three lists) paints its heading, card title and intro where the page draws them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  for (const path of ['/dashboard', '/hscodes', '/pending-hscodes', '/import'])
    await expectPageWhereItsFrameWas(page, 'remote-customs', path);
});

test('on a phone a super admin list’s first frame (recyclers, loggers) paints its heading and intro where the page draws them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  for (const path of ['/recycler', '/loggers']) await expectPageWhereItsFrameWas(page, 'remote-admin', path);
});

for (const [role, account, remote] of [
  ['local authority', DEMO_ACCOUNTS.colomboMc, 'remote-local-authority'],
  ['recycler', DEMO_ACCOUNTS.recycler, 'remote-recycler'],
] as const) {
  test(`on a phone the ${role} dashboard’s first frame paints its first card, title and note with the year, where the page draws them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signInToDashboard(page, account);
    await expectPageWhereItsFrameWas(page, remote, '/dashboard');
  });
}
