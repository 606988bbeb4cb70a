import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_WORKERS, e2ePortOf, e2eScratchDirOf } from './env';
import { CHROMIUM_LAUNCH } from './chromium';

// Debian's Chromium, never a downloaded browser (the machine has no network for that).

export default defineConfig({
  testDir: './tests',
  // Spec files run on E2E_WORKERS workers (two on the CI machine), each against its own product (env.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry in CI only, as a net for timing flakes (docs/adr/0020-tests-and-e2e-policy.md): a retry that
  // passes is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
    // As a user who set "reduce motion" sees it: antd's dialogs and menus appear without their zoom or slide,
    // so no click lands on a button that is still moving (docs/adr/0021-accessibility-checked-by-axe.md).
    reducedMotion: 'reduce',
    // A trace of every test would slow the whole suite; in CI the retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, workerIndex) => {
    const port = e2ePortOf(workerIndex);
    // Started one after another: the first builds what is out of date, the others find it built.
    return {
      command: `node ../scripts/serve-scratch.mjs ${port} ${e2eScratchDirOf(port)}`,
      url: `http://127.0.0.1:${port}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
