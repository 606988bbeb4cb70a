// `pnpm bench`: front-end budgets (DESIGN.md section 6). Prints, per app, the gzip size of its first-load JS
// and of every chunk, and the time from the sign-in click to the dashboard in headless Chromium (median of 5).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkSizes, gzipKiB } from './bundleSizes.mjs';
import { startProduct } from './startProduct.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const ACCOUNTS = [
  ['remote-admin', 'admin@demo.lk', 'admin-dashboard'],
  ['remote-customs', 'customs@demo.lk', 'customs-dashboard'],
  ['remote-local-authority', 'colombo.mc@demo.lk', 'local-authority-dashboard'],
  ['remote-recycler', 'recycler@demo.lk', 'recycler-dashboard'],
];
const CHART_MARKERS = ['@antv/', 'G2Plot', 'html2canvas'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (value) => `${value.toFixed(1)} KiB`;

function printChunks(title, dir) {
  console.log(`\n${title}: every chunk (gzip)`);
  for (const chunk of chunkSizes(dir)) console.log(`  ${kib(chunk.gzipKiB).padStart(10)}  ${chunk.name}`);
}

/** JS files a page fetched, by URL, with their gzip sizes read from the responses. */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), gzipKiB(await response.body().catch(() => Buffer.alloc(0))));
  });
  return scripts;
}

const total = (scripts, filter = () => true) => [...scripts].filter(([url]) => filter(url)).reduce((sum, [, size]) => sum + size, 0);

const product = await startProduct(Number(process.env.BENCH_PORT ?? 8190));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const registry = JSON.parse(await (await fetch(`${product.baseUrl}/remotes/registry.json`)).text());

  const signInPage = await browser.newPage();
  const signInScripts = recordScripts(signInPage);
  await signInPage.goto(`${product.baseUrl}/signin`, { waitUntil: 'networkidle' });
  const signInCode = [...signInScripts.keys()].map((url) => url.split('/').pop());
  const chartsOnSignIn = signInCode.filter((name) => CHART_MARKERS.some((m) => readFileSync(join(ROOT, 'host', 'dist', name), 'utf8').includes(m)));
  console.log('\n== host ==');
  console.log(`first-load JS on /signin: ${kib(total(signInScripts))} gzip in ${signInScripts.size} files`);
  console.log(`chart code on the sign-in page: ${chartsOnSignIn.length === 0 ? 'none' : chartsOnSignIn.join(', ')}`);
  printChunks('host', join(ROOT, 'host', 'dist'));
  await signInPage.close();

  for (const [id, email, dashboardTestId] of ACCOUNTS) {
    const release = registry.remotes.find((remote) => remote.id === id);
    const timings = [];
    let remoteFirstLoad = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${product.baseUrl}/signin`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Demo@1234');
      const started = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId(dashboardTestId).waitFor({ state: 'visible' });
      timings.push(performance.now() - started);
      await page.waitForLoadState('networkidle');
      remoteFirstLoad = total(scripts, (url) => url.includes(`/remotes/${id}/`));
      await context.close();
    }
    console.log(`\n== ${id} ${release.version} ==`);
    console.log(`JS loaded from the remote for its dashboard: ${kib(remoteFirstLoad)} gzip`);
    console.log(`sign-in click to dashboard visible: median ${median(timings).toFixed(0)} ms of ${RUNS} (${timings.map((t) => t.toFixed(0)).join(', ')})`);
    printChunks(id, join(ROOT, 'releases', id, release.version));
  }
} finally {
  await browser.close();
  product.stop();
}
