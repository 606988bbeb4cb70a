import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, signInToDashboard } from '../tests/helpers';
import { keepIssuedTokens, RELEASES_DIR } from './stack';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REMOTE = 'remote-customs';
const version = () =>
  (
    JSON.parse(readFileSync(join(RELEASES_DIR, 'registry.json'), 'utf8')) as { remotes: Array<{ id: string; version: string }> }
  ).remotes.find((r) => r.id === REMOTE)!.version;

test('a remote is released and rolled back while the stack runs, nothing restarted', async ({ page }) => {
  test.setTimeout(300_000);
  const env = { ...process.env, RELEASES_DIR };
  const before = version();
  const released = `smoke-${Date.now()}`;
  execFileSync('node', [join(ROOT, 'scripts', 'release-remote.mjs'), REMOTE, '--version', released], { env, stdio: 'pipe' });
  expect(version()).toBe(released);

  const manifestOf = (v: string) => page.waitForResponse((r) => r.url().endsWith(`/remotes/${REMOTE}/${v}/mf-manifest.json`));
  const newManifest = manifestOf(released);
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await keepIssuedTokens(page);
  expect((await newManifest).status()).toBe(200);
  await expect(page.getByTestId('customs-dashboard')).toBeVisible();

  execFileSync('node', [join(ROOT, 'scripts', 'rollback-remote.mjs'), REMOTE], { env, stdio: 'pipe' });
  expect(version()).toBe(before);
  const oldManifest = manifestOf(before);
  await page.reload();
  expect((await oldManifest).status()).toBe(200);
  await expect(page.getByTestId('customs-dashboard')).toBeVisible();
});
