// `pnpm bench` (Lighthouse part): Lighthouse's mobile preset with its default throttling, in Debian's Chromium,
// on /signin and on every menu page of every role after signing in through the page (lib/lighthousePages.mjs).
// Prints one row per page with each figure beside its budget (issues 18, 41); printed, never asserted. Beside
// the quick sign-in page, the shell's own sign-in page (still served inside the shell; opened with a session
// that is not live, as after an expiry); first, a blank page, for what this machine's Chromium costs any page.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { median, printTable } from './lib/figures.mjs';
import { DEMO_PASSWORD, LANGUAGES, selectedRolePages } from './lib/lighthousePages.mjs';
import { startProduct } from './lib/startProduct.mjs';

const KB = 1000;
const BUDGETS = { performance: 90, accessibility: 95, bestPractices: 95, lcpMs: 2500, cls: 0.1, tbtMs: 200 };
// /signin: 200 KB; a page after sign-in: 350 KB more before its figures and 400 KB more of chart code after them.
const JS_BUDGET = { signIn: 200 * KB, signedIn: (200 + 350 + 400) * KB };
// BENCH_URL: audit a product already running there instead of starting the built one on a scratch database.
const product = process.env.BENCH_URL
  ? { baseUrl: process.env.BENCH_URL, stop: () => {} }
  : await startProduct(Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8192));
/**
 * A page with nothing to run, served beside the product: its figures are what this machine's Chromium costs any
 * page (the navigation's own task), the floor the product's TBT is read against (it moves several-fold between
 * machines of the same kind).
 */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Blank</title></head><body><main><h1>A blank page</h1></main></body></html>';
const blankServer = createServer((request, response) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BLANK_PAGE),
);
await new Promise((resolve) => blankServer.listen(0, '127.0.0.1', resolve));
const blankUrl = `http://127.0.0.1:${blankServer.address().port}/`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/**
 * Lighthouse's figures move from run to run on a shared machine, TBT several-fold on one build: each page is
 * audited this many times, medians printed (three runs do not settle the median).
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// `simulate` (Lighthouse's default, the issue's measure) or `devtools` (the page really slowed: Chromium's
// own CPU and network throttling, for comparing what the simulation estimates with what it observes).
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate';
// A folder for each run's whole report (its long tasks, scripts' boot-up time, main thread's work), to see where a figure comes from.
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportsWritten = 0;

/** Empties the Lighthouse browser's caches, so that a run that keeps the storage (the session) still fetches every file. */
async function clearCache() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  // The service worker (docs/adr/0273) and its caches too: on a first visit there is none, and requests it answers
  // count no bytes in Lighthouse.
  await session.send('Storage.clearDataForOrigin', { origin: product.baseUrl, storageTypes: 'service_workers,cache_storage' });
  await page.close();
  await browser.close();
}

/** Signs in as `email` through the page in the Lighthouse browser, so that the session is in its localStorage. */
async function signInAs(email) {
  await storeDeadSession(false);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  // In English whatever language an earlier audit left stored (`?lng=si`): the labels below are English.
  await page.goto(`${product.baseUrl}/signin?lng=en`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.locator('main h3').first().waitFor({ state: 'visible' });
  await page.close();
  await browser.close();
}

/** A stored session that is not live: the quick page leaves the page to the shell, which shows its own sign-in form. */
async function storeDeadSession(value) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${product.baseUrl}/forgot-password`);
  await page.evaluate((set) => {
    if (set) {
      localStorage.setItem('accessToken', 'not-a-live-token');
      localStorage.setItem('loggedUser', '{}');
    } else localStorage.clear();
  }, value);
  await page.close();
  await browser.close();
}

async function auditOnce(url, keepSession) {
  // Lighthouse keeps the storage (a session) but every file must still be fetched, as on a first visit.
  if (keepSession) await clearCache();
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepSession,
    throttlingMethod: THROTTLING,
  });
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    reportsWritten += 1;
    const name = `${String(reportsWritten).padStart(3, '0')}-${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
    writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
  }
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  // A page Lighthouse could not measure (no paint, a crash) says why, and its figures are left out.
  if (lhr.runtimeError) console.log(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    js: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // Lighthouse 12 names the largest paint's element in its LCP breakdown, as the list's node item.
    lcpElement: nodeOf({ node: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node') }),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${nodeOf(item)} ${item.score.toFixed(3)}`),
  };
}

/** An element Lighthouse names, short: its selector and its text (or the start of its markup). */
function nodeOf(item) {
  return item?.node ? `${item.node.selector ?? ''} "${(item.node.nodeLabel ?? item.node.snippet ?? '').slice(0, 60)}"` : '';
}

/** The page audited RUNS times (`prepare` before each): each figure's median (null where Lighthouse gave none), and TBT's range. */
async function audit(name, path, keepSession, what = '', prepare = async () => {}) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    await prepare();
    runs.push(await auditOnce(path.startsWith('http') ? path : `${product.baseUrl}${path}`, keepSession));
  }
  const result = { name, what: RUNS > 1 ? [what, `median of ${RUNS}`].filter(Boolean).join(', ') : what };
  for (const key of ['js', 'requests', 'lcpMs', 'cls', 'tbtMs', 'performance', 'accessibility', 'bestPractices', 'benchmarkIndex']) {
    const values = runs.map((run) => run[key]).filter((value) => value !== null);
    result[key] = values.length === 0 ? null : median(values);
  }
  // A run where Lighthouse could not compute TBT (no interactive window) is left out of the range.
  const tbts = runs.map((run) => run.tbtMs).filter(Number.isFinite);
  result.tbtRange = [Math.min(...tbts), Math.max(...tbts)];
  // Where to look on a page over its LCP or CLS budget: the last run's largest paint and shifts.
  result.lcpElement = runs.at(-1).lcpElement;
  result.shifts = runs.at(-1).shifts;
  return result;
}

const within = (ok) => (ok ? '' : ' ✗');
function row(result) {
  const jsBudget = JS_BUDGET[result.jsBudget];
  // A figure Lighthouse gave in no run (the page did not paint, or crashed) is over its budget.
  const figure = (value, text) => (value === null ? 'none ✗' : text);
  return [
    result.name,
    result.what,
    jsBudget
      ? `${(result.js / KB).toFixed(0)} KB (≤ ${jsBudget / KB})${within(result.js <= jsBudget)}`
      : `${(result.js / KB).toFixed(0)} KB`,
    String(result.requests),
    figure(result.lcpMs, `${(result.lcpMs / 1000).toFixed(1)} s (≤ 2.5)${within(result.lcpMs <= BUDGETS.lcpMs)}`),
    figure(result.cls, `${result.cls?.toFixed(3)} (≤ 0.1)${within(result.cls <= BUDGETS.cls)}`),
    figure(
      result.tbtMs,
      `${result.tbtMs?.toFixed(0)} ms (≤ 200)${within(result.tbtMs <= BUDGETS.tbtMs)}${RUNS > 1 ? ` [${result.tbtRange.map((ms) => ms.toFixed(0)).join('–')}]` : ''}`,
    ),
    `${result.performance} (≥ 90)${within(result.performance >= BUDGETS.performance)}`,
    `${result.accessibility} (≥ 95)${within(result.accessibility >= BUDGETS.accessibility)}`,
    figure(result.bestPractices, `${result.bestPractices} (≥ 95)${within(result.bestPractices >= BUDGETS.bestPractices)}`),
  ];
}

try {
  const blank = await audit('a blank page', blankUrl, false, "this machine's floor");
  const shellSignIn = await audit('/signin', '/signin', true, "the shell's sign-in page", () => storeDeadSession(true));
  await storeDeadSession(false);
  const quickSignIn = await audit('/signin', '/signin', false, 'quick sign-in page');
  const results = [blank, { ...shellSignIn, jsBudget: 'signIn' }, { ...quickSignIn, jsBudget: 'signIn' }];
  for (const { role, email, paths } of selectedRolePages()) {
    await signInAs(email);
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const name = `${role} ${path}${LANGUAGES.length > 1 ? ` (${language})` : ''}`;
        results.push({ ...(await audit(name, `${path}?lng=${language}`, true, 'signed in')), jsBudget: 'signedIn' });
      }
    }
  }
  console.log(
    `\n== Lighthouse (mobile preset, ${THROTTLING === 'simulate' ? 'default throttling' : `${THROTTLING} throttling`}), budget in brackets, ✗ = over ==`,
  );
  printTable(
    ['page', 'what', 'JS transferred', 'requests', 'LCP', 'CLS', 'TBT', 'performance', 'accessibility', 'best practices'],
    results.map(row),
  );
  const pages = results.slice(1);
  const over = pages.filter((result) => row(result).some((cell) => cell.includes('✗')));
  console.log(
    `\n${pages.length - over.length} of ${pages.length} pages within every budget${over.length ? `; over: ${over.map((result) => result.name).join(', ')}` : ''}`,
  );
  for (const result of over) {
    console.log(`\n${result.name}: largest paint ${result.lcpElement || '(none)'}`);
    for (const shift of result.shifts.slice(0, 3)) console.log(`  shift: ${shift}`);
  }
  console.log(`\nLighthouse's CPU benchmark index of this machine: ${blank.benchmarkIndex.toFixed(0)} (median over the blank page's runs)`);
} finally {
  await chrome.kill();
  blankServer.close();
  product.stop();
}
