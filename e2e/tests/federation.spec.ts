import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_RELEASES_DIR } from '../env';
import { DEMO_ACCOUNTS, signInToDashboard, signOutViaUserMenu } from './helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

test('host and remote share one React, one jotai and one shared package (so one session store)', async ({ page }) => {
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
  for (const name of ['react', 'react-dom', 'jotai', '@waste/shared', 'react-router-dom', 'antd']) {
    expect(new Set(loaded[name]), `${name}: ${JSON.stringify(loaded[name])}`).toHaveProperty('size', 1);
  }
});

test('a remote released to a new version is served on the next page load without rebuilding the host', async ({ page }) => {
  const registryFile = join(E2E_RELEASES_DIR, 'registry.json');
  const versionOf = (id: string) =>
    (JSON.parse(readFileSync(registryFile, 'utf8')) as { remotes: { id: string; version: string }[] }).remotes.find((r) => r.id === id)!.version;
  const before = versionOf('remote-recycler');
  const env = { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR };
  const hostEntryBefore = await (await page.request.get('/main.js')).text();

  const next = `e2e-${Date.now()}`;
  execFileSync('node', [join(ROOT, 'scripts', 'release-remote.mjs'), 'remote-recycler', '--version', next], { env, stdio: 'pipe' });
  expect(versionOf('remote-recycler')).toBe(next);

  const newManifest = page.waitForResponse((r) => r.url().endsWith(`/remotes/remote-recycler/${next}/mf-manifest.json`));
  await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
  expect((await newManifest).status()).toBe(200);
  await expect(page.getByTestId('recycler-dashboard')).toBeVisible();

  execFileSync('node', [join(ROOT, 'scripts', 'rollback-remote.mjs'), 'remote-recycler'], { env, stdio: 'pipe' });
  expect(versionOf('remote-recycler')).toBe(before);
  const oldManifest = page.waitForResponse((r) => r.url().endsWith(`/remotes/remote-recycler/${before}/mf-manifest.json`));
  await page.reload();
  expect((await oldManifest).status()).toBe(200);
  await expect(page.getByTestId('recycler-dashboard')).toBeVisible();
  expect(await (await page.request.get('/main.js')).text()).toBe(hostEntryBefore);
});
