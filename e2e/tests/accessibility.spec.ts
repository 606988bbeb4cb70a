import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';
import { UPLOAD_HS_CODES, saveRecords, type Records } from './a11yRecords';
import { seriousViolations } from './axe';

/**
 * Issue 18: axe-core finds no serious or critical WCAG 2.2 A/AA violation on any page of any role, in
 * English and Sinhala, light and dark: every route of each role's registry entry, the record pages (`:id`)
 * included, each opened on a record this spec saves through the API first (a waste record, a Sampath Piyasa
 * centre and its entry, a customs file, a recycler's return). One sign-in per role; each page is opened by
 * client-side navigation (no reload), and the language and theme change by a reload per variant.
 */

/** Both languages in both themes, as the issue asks; each role's pages in each is a test of its own (run in parallel). */
const VARIANTS = [
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
  { language: 'si', theme: 'light' },
  { language: 'si', theme: 'dark' },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password?token=axe',
  '/verify-email?token=axe',
  '/verify-account?token=axe',
  '/verify-account',
];
/** The host's own layout pages, the same for every role: checked once, with the first role. */
const HOST_PAGES = ['/profile', '/calendar'];

/** An authority's place name, the same in every language (its council type is the language's: Colombo MC, Colombo මහ නගර සභාව). */
const placeName = (authorityName: string) => authorityName.replace(/ (MC|UC|PS)$/, '');

/** A page to check: its address, and for a record page what of the record it shows once loaded. */
interface CheckedPage {
  path: string;
  shows?: (page: Page) => Promise<void>;
}

/** Each parametrised route of a registry entry (as the registry writes it) and the page that opens a record on it. */
type RecordPages = Record<string, CheckedPage>;

/** The layout's "not allowed for your role" (a 403 naming whose page it is), which a route the role may not open shows. */
const notAllowed = (page: Page) => expect(page.locator('.ant-result-403')).toBeVisible();

const superAdminRecordPages = ({ wasteRecord, recyclerReturn }: Records): RecordPages => ({
  '/recycler/edit/:id': {
    path: `/recycler/edit/${recyclerReturn.recyclerId}`,
    shows: (page) => expect(page.getByTestId('recycler-form').getByRole('textbox').first()).toHaveValue(recyclerReturn.recyclerName),
  },
  '/recycler/view/:id': {
    path: `/recycler/view/${recyclerReturn.recyclerId}`,
    shows: (page) => expect(page.getByTestId('recycler-view-details')).toContainText(recyclerReturn.recyclerName),
  },
  '/wasteData/la-view/:id': {
    path: `/wasteData/la-view/${wasteRecord.localAuthorityId}`,
    shows: async (page) => {
      await expect(page.getByTestId('la-view-info')).toContainText(placeName(wasteRecord.localAuthority.name));
      await expect(page.getByTestId('la-view-waste')).toContainText(wasteRecord.wasteId);
    },
  },
});

/**
 * An admin (001) has the same registry entry and opens the same addresses: the recycler registry and an
 * authority's page are a super admin's, so each is the layout's "not allowed" (403) for 001.
 */
const adminRecordPages = (records: Records): RecordPages =>
  Object.fromEntries(Object.entries(superAdminRecordPages(records)).map(([route, { path }]) => [route, { path, shows: notAllowed }]));

const customsRecordPages = ({ upload }: Records): RecordPages => ({
  '/customs/data-log/view/:id': {
    path: `/customs/data-log/view/${upload.id}`,
    shows: async (page) => {
      await expect(page.getByTestId('upload-descriptions')).toContainText(upload.fileName);
      await expect(page.getByTestId('data-log-lines-table')).toContainText(UPLOAD_HS_CODES[0]);
    },
  },
});

const localAuthorityRecordPages = ({ wasteRecord, centre, centreEntry }: Records): RecordPages => ({
  '/wasteData/view/:id': {
    path: `/wasteData/view/${wasteRecord.id}`,
    shows: (page) => expect(page.getByTestId('waste-record').getByTestId('value-wasteId')).toHaveText(wasteRecord.wasteId),
  },
  '/wasteData/correct/:id': {
    path: `/wasteData/correct/${wasteRecord.id}`,
    shows: (page) => expect(page.getByTestId('correction-form')).toBeVisible(),
  },
  '/wasteData/la-view/:id': {
    path: `/wasteData/la-view/${wasteRecord.localAuthorityId}`,
    shows: async (page) => {
      await expect(page.getByTestId('local-authority-info')).toContainText(placeName(wasteRecord.localAuthority.name));
      await expect(page.getByTestId('waste-records-table').getByRole('link', { name: wasteRecord.wasteId })).toBeVisible();
    },
  },
  '/sampath-piyasa/waste-view/:id': {
    path: `/sampath-piyasa/waste-view/${centreEntry.id}`,
    shows: (page) => expect(page.getByTestId('centre-waste-entry')).toContainText(centreEntry.centreName),
  },
  '/sampath-piyasa/correct/:id': {
    path: `/sampath-piyasa/correct/${centreEntry.id}`,
    shows: (page) => expect(page.getByTestId('correction-form')).toBeVisible(),
  },
  '/sampath-piyasa/center/:id': {
    path: `/sampath-piyasa/center/${centre.id}`,
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 3, name: centre.name })).toBeVisible();
      await expect(page.getByTestId('centre-waste-table').getByRole('link')).toHaveCount(1);
    },
  },
});

const recyclerRecordPages = ({ recyclerReturn }: Records): RecordPages => ({
  '/wasteData/view/:id': {
    path: `/wasteData/view/${recyclerReturn.id}`,
    shows: async (page) => {
      await expect(page.getByTestId('recycler-return')).toContainText(recyclerReturn.recyclerName);
      // The month's name is the language's, its year the same in both.
      await expect(page.getByTestId('recycler-return')).toContainText(recyclerReturn.month.slice(0, 4));
    },
  },
  '/wasteData/correct/:id': {
    path: `/wasteData/correct/${recyclerReturn.id}`,
    shows: (page) => expect(page.getByTestId('correction-form')).toBeVisible(),
  },
});

/** Each demo account, the remote whose registry entry lists its pages, and the records its record pages open. */
const ROLES = [
  { email: DEMO_ACCOUNTS.superAdmin, remote: 'remote-admin', hostPages: HOST_PAGES, recordPages: superAdminRecordPages },
  { email: DEMO_ACCOUNTS.admin, remote: 'remote-admin', hostPages: [], recordPages: adminRecordPages },
  { email: DEMO_ACCOUNTS.customs, remote: 'remote-customs', hostPages: [], recordPages: customsRecordPages },
  { email: DEMO_ACCOUNTS.colomboMc, remote: 'remote-local-authority', hostPages: [], recordPages: localAuthorityRecordPages },
  { email: DEMO_ACCOUNTS.recycler, remote: 'remote-recycler', hostPages: [], recordPages: recyclerRecordPages },
];

interface Finding {
  page: string;
  variant: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function setVariant(page: Page, variant: (typeof VARIANTS)[number]) {
  await page.evaluate(({ language, theme }) => {
    localStorage.setItem('i18nextLng', language);
    localStorage.setItem('theme', theme);
  }, variant);
}

/** A page opened without a reload: React Router follows a pushed history entry announced by popstate. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A page may add its default filters to the address (HS Codes opens on ?code=39).
  const escaped = path.replace(/[?]/g, '\\?');
  await expect(page).toHaveURL(new RegExp(path.includes('?') ? `${escaped}$` : `${escaped}(\\?.*)?$`));
}

/** How long the page must stay unchanged before axe reads it. */
const QUIET_MS = 400;

/**
 * Loaded: nothing busy (a spinner, a skeleton, a section or chart still coming), the page unchanged for a
 * while, and antd's enter animations and colour transitions over. Their half-faded text would fail contrast:
 * a chart's download button turns enabled when its data arrives and fades from the disabled grey, which could
 * start just after a check of the animations alone (a flaky colour-contrast finding on the dashboard).
 */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => {
    const quiet = window as Window & { lastChangeAt?: number };
    if (quiet.lastChangeAt !== undefined) return;
    quiet.lastChangeAt = performance.now();
    new MutationObserver(() => (quiet.lastChangeAt = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  await page.waitForFunction(
    (quietMs) =>
      performance.now() - ((window as Window & { lastChangeAt?: number }).lastChangeAt ?? 0) >= quietMs &&
      document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
    QUIET_MS,
  );
}

async function violations(page: Page, path: string, variant: string): Promise<Finding[]> {
  return (await seriousViolations(page)).map((violation) => ({
    page: path,
    variant,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/**
 * Every route of the remote's registry entry: a route with a parameter (`:id`) opens the record the role's
 * record pages name for it, and a parametrised route without one fails the test instead of going unchecked.
 */
async function layoutPages(page: Page, remote: string, recordPages: RecordPages): Promise<CheckedPage[]> {
  const registry = (await (await page.request.get('/remotes/registry.json')).json()) as { remotes: { id: string; routes: string[] }[] };
  const entry = registry.remotes.find((candidate) => candidate.id === remote);
  expect(entry, `${remote} in the registry`).toBeDefined();
  const parametrised = entry!.routes.filter((route) => route.includes(':'));
  expect(Object.keys(recordPages).sort(), `a record for each record page of ${remote}`).toEqual([...parametrised].sort());
  return entry!.routes.map((route) => (route.includes(':') ? recordPages[route] : { path: route }));
}

// The super admin's pages (one variant a test) took 1.5-2.0 min in CI with both workers busy: four minutes leaves room.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

for (const variant of VARIANTS) {
  test(`the public pages have no serious or critical axe violations (${variant.language}, ${variant.theme})`, async ({ page }) => {
    const findings: Finding[] = [];
    await page.goto('/signin');
    await setVariant(page, variant);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
      await settled(page);
      findings.push(...(await violations(page, path, `${variant.language}/${variant.theme}`)));
    }
    expect(findings).toEqual([]);
  });
}

// The signed-in pages, after their records are saved (the public pages need none).
test.describe(() => {
  let records: Records;
  test.beforeAll(async ({ request }) => {
    records = await saveRecords(request);
  });

  for (const role of ROLES) {
    for (const variant of VARIANTS) {
      test(`every page of ${role.email} has no serious or critical axe violations (${variant.language}, ${variant.theme})`, async ({
        page,
      }) => {
        await signInToDashboard(page, role.email);
        const remotePages = await layoutPages(page, role.remote, role.recordPages(records));
        const pages: CheckedPage[] = [...remotePages, ...role.hostPages.map((path) => ({ path }))];
        const findings: Finding[] = [];
        await setVariant(page, variant);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
        for (const { path, shows } of pages) {
          await openInApp(page, path);
          // A record page's own content, not its loading state or a "not found": then nothing busy any more.
          await shows?.(page);
          await settled(page);
          findings.push(...(await violations(page, path, `${variant.language}/${variant.theme}`)));
        }
        expect(findings).toEqual([]);
      });
    }
  }
});
