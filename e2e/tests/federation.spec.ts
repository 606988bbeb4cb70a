import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard, signOutViaUserMenu } from './helpers';

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

test('host and remote share one React, one antd, one jotai, one shared package (so one session store) and one query client', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await expect(page.getByTestId('current-user-name')).toHaveText(await page.getByTestId('header-user-name').innerText());
  const loaded = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } }).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, share] of Object.entries(versions)) {
            if (share.loaded) (result[name] ??= []).push(`${version} from ${share.from}`);
          }
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', 'jotai', '@waste/shared', 'react-router-dom', '@tanstack/react-query']) {
    expect(new Set(loaded[name]), `${name}: ${JSON.stringify(loaded[name])}`).toHaveProperty('size', 1);
  }
  // antd is shared by component (antd/es/<component>): the host provides each, a remote bundles none, so
  // every component the remote drew has one version in the page.
  const antdComponents = Object.keys(loaded).filter((name) => name.startsWith('antd/es/'));
  expect(antdComponents.length).toBeGreaterThan(0);
  for (const name of antdComponents) expect(new Set(loaded[name].map((share) => share.split(' ')[0])), name).toHaveProperty('size', 1);
});

test("a remote page whose chunk cannot be loaded shows the error screen, and Retry loads it", async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  const pageChunks = '**/remotes/remote-local-authority/**/*.js';
  await page.route(pageChunks, (route) => route.abort());
  await page.getByTestId('sidebar').getByRole('menuitem', { name: /Parameters/ }).click();
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
  await page.getByTestId('sidebar').getByRole('menuitem', { name: /Sampath Piyasa/ }).click();
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

test('a reload paints the page’s first frame with its heading at once, and the remote’s page replaces it', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  // The remote's files are held until the frame has been seen: on a slow phone they take seconds.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/remote-local-authority/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  const frame = page.getByTestId('first-frame');
  await expect(frame.locator('h3')).toHaveText('Local authority dashboard');
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  release();
  await expect(page.getByTestId('local-authority-dashboard').getByRole('heading', { level: 3, name: 'Local authority dashboard' })).toBeVisible();
  await expect(frame).toHaveCount(0);
});
