import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';

// The production-shape smoke (pnpm test:prod): scripts/prod-stack.mjs starts nginx, two API processes and
// a worker on PostgreSQL, then runs this suite against nginx. Files run in order of their numbers (roles,
// customs import, release, a request answered during a large download, mail, nginx's edges, logs): the last
// one reads every log line the others caused.
const baseURL = process.env.PROD_BASE_URL;
if (!baseURL) throw new Error('Run through `pnpm test:prod` (scripts/prod-stack.mjs sets PROD_BASE_URL)');

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e-prod',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
