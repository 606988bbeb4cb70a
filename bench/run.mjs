// `pnpm bench`: front-end budgets (DESIGN.md section 6). Prints, per app, the gzip size of its first-load JS,
// of its chart chunk and of every chunk, the time from the sign-in click to the dashboard in headless
// Chromium (median of 5), and the chart code a dashboard fetched after its figures.
/* global document -- the page.waitForFunction callbacks run in the page */
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { ROOT } from './lib/builtServer.mjs';
import { chartChunk, chunkSizes, gzipKiB, isChartCode } from './lib/bundleSizes.mjs';
import { median } from './lib/figures.mjs';
import { startProduct } from './lib/startProduct.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The last column: how many charts the dashboard draws (the local authority's, in a section drawn once idle).
const ACCOUNTS = [
  ['remote-admin', 'admin@demo.lk', 'admin-dashboard', 0],
  ['remote-customs', 'customs@demo.lk', 'customs-dashboard', 0],
  ['remote-local-authority', 'colombo.mc@demo.lk', 'local-authority-dashboard', 1],
  ['remote-recycler', 'recycler@demo.lk', 'recycler-dashboard', 0],
];

const kib = (value) => `${value.toFixed(1)} KiB`;

function printChunks(title, dir) {
  const chart = chartChunk(dir);
  console.log(`\n${title}: chart chunk ${kib(chart.gzipKiB)} gzip (${chart.files.join(', ') || 'none'})`);
  console.log(`${title}: every chunk (gzip)`);
  for (const chunk of chunkSizes(dir)) console.log(`  ${kib(chunk.gzipKiB).padStart(10)}  ${chunk.name}${chunk.chart ? '  (chart)' : ''}`);
}

/**
 * JS files a page fetched, by URL, with their gzip sizes read from the responses and whether they are chart
 * code; `read()` resolves once every response seen so far has been read.
 */
function recordScripts(page) {
  const scripts = new Map();
  const reading = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        // A `<link rel=prefetch>` response has no body for the page; the file is read again from the server.
        .then(async (body) => (body.length > 0 ? body : Buffer.from(await (await fetch(response.url())).arrayBuffer())))
        .then((body) =>
          scripts.set(response.url(), {
            gzipKiB: gzipKiB(body),
            chart: isChartCode(response.url().split('/').pop(), body.toString('utf8')),
          }),
        ),
    );
  });
  return { read: async () => (await Promise.all(reading), scripts) };
}

/** The dashboard's charts are drawn (a chart's figure is busy while its code loads; a section below the fold is drawn once idle). */
const chartsDrawn = (page, count) =>
  page.waitForFunction((count) => {
    const figures = [...document.querySelectorAll('figure[aria-busy]')];
    return (
      figures.length >= count && figures.every((figure) => figure.getAttribute('aria-busy') === 'false' && figure.querySelector('svg'))
    );
  }, count);

const total = (scripts, filter = () => true) =>
  [...scripts].filter(([url, script]) => filter(url, script)).reduce((sum, [, script]) => sum + script.gzipKiB, 0);
const chartCode = (scripts) => [...scripts].filter(([, script]) => script.chart);

// BENCH_URL: measure a product already running there instead of starting the built one on a scratch database.
const product = process.env.BENCH_URL
  ? { baseUrl: process.env.BENCH_URL, stop: () => {} }
  : await startProduct(Number(process.env.BENCH_PORT ?? 8190));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const registry = JSON.parse(await (await fetch(`${product.baseUrl}/remotes/registry.json`)).text());

  const signInPage = await browser.newPage();
  const signInRecording = recordScripts(signInPage);
  await signInPage.goto(`${product.baseUrl}/signin`, { waitUntil: 'networkidle' });
  await signInPage.waitForFunction(() => performance.getEntriesByName('shell-prefetch').length > 0);
  await signInPage.waitForLoadState('networkidle');
  const signInScripts = await signInRecording.read();
  // Requested before the host starts prefetching the rest of the shell (its `shell-prefetch` mark): first load.
  const firstLoadUrls = new Set(
    await signInPage.evaluate(() => {
      const prefetchStart = performance.getEntriesByName('shell-prefetch')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < prefetchStart)
        .map((entry) => entry.name);
    }),
  );
  const firstLoad = (url) => firstLoadUrls.has(url);
  const chartsOnSignIn = chartCode(signInScripts).map(([url]) => url.split('/').pop());
  console.log('\n== host ==');
  console.log(
    `first-load JS on /signin: ${kib(total(signInScripts, firstLoad))} gzip in ${[...signInScripts.keys()].filter(firstLoad).length} files (budget 195.3 KiB = 200 KB)`,
  );
  console.log(`rest of the shell, prefetched once /signin is idle: ${kib(total(signInScripts, (url) => !firstLoad(url)))} gzip`);
  console.log(`chart code on the sign-in page: ${chartsOnSignIn.length === 0 ? 'none' : chartsOnSignIn.join(', ')}`);
  printChunks('host', join(ROOT, 'host', 'dist'));
  await signInPage.close();

  for (const [id, email, dashboardTestId, charts] of ACCOUNTS) {
    const release = registry.remotes.find((remote) => remote.id === id);
    const timings = [];
    let remoteFirstLoad = 0;
    let dashboardFirstLoad = 0;
    let chartFetched = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const recording = recordScripts(page);
      await page.goto(`${product.baseUrl}/signin`, { waitUntil: 'networkidle' });
      const beforeSignIn = new Set((await recording.read()).keys());
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Demo@1234');
      const started = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId(dashboardTestId).waitFor({ state: 'visible' });
      timings.push(performance.now() - started);
      await page.waitForLoadState('networkidle');
      await chartsDrawn(page, charts);
      const scripts = await recording.read();
      remoteFirstLoad = total(scripts, (url, script) => url.includes(`/remotes/${id}/`) && !script.chart);
      dashboardFirstLoad = total(scripts, (url, script) => !beforeSignIn.has(url) && !script.chart);
      chartFetched = chartCode(scripts);
      await context.close();
    }
    console.log(`\n== ${id} ${release.version} ==`);
    console.log(`JS loaded from the remote for its dashboard: ${kib(remoteFirstLoad)} gzip (budget 58.6 KiB = 60 KB)`);
    console.log(
      `JS loaded after sign-in before the figures, chart code aside: ${kib(dashboardFirstLoad)} gzip (budget 341.8 KiB = 350 KB)`,
    );
    const chartOrigin = [...new Set(chartFetched.map(([url]) => new URL(url).pathname.replace(/[^/]*$/, '')))].join(', ');
    console.log(
      `chart code fetched by the dashboard after its figures: ${chartFetched.length === 0 ? 'none' : `${kib(chartFetched.reduce((sum, [, script]) => sum + script.gzipKiB, 0))} gzip from ${chartOrigin}`} (budget 390.6 KiB = 400 KB)`,
    );
    console.log(
      `sign-in click to dashboard visible: median ${median(timings).toFixed(0)} ms of ${RUNS} (${timings.map((t) => t.toFixed(0)).join(', ')})`,
    );
    printChunks(id, join(ROOT, 'releases', id, release.version));
  }
} finally {
  await browser.close();
  product.stop();
}
