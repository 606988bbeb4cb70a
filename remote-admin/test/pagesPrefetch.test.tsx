import { colomboYear, createQueryClient, loggedUserAtom, ROLE, sessionStore, startPage, type LoggedUser } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage, testUser } from '@waste/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import adminModule from '../src/module';
import { NEGOMBO_RECYCLER } from './fixtures';

jest.setTimeout(60_000);

const superAdmin = testUser(ROLE.SUPER_ADMIN);
const admin = testUser(ROLE.ADMIN);

const NONE = { rows: [], total: 0 };
const totals = { generatedKg: 900_000_000, collectedKg: 300_000_000, recycledKg: 20_000_000, leakedKg: 90_000_000, burnedKg: 300_000_000 };

/** An authority's reference data (get-la-info), as a super admin's view of it reads it. */
const COLOMBO_INFO = {
  id: 'LG-11001',
  code: 'CMC',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  nameTranslation: 'council_type_only',
  councilType: { code: 'MC', name: 'Municipal Council' },
  district: { id: 'LK-11', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' },
  province: { id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
};

const ANSWERS: Record<string, unknown> = {
  '/admin/district-map': { year: colomboYear(), districts: [] },
  '/requests/waiting': { waiting: 3, unseen: 1, ages: [] },
  '/mfa/mfa-national-summary': {
    year: colomboYear(),
    authorities: 341,
    authoritiesWithData: 12,
    estimatedAuthorityIds: [],
    totals,
    rates: {},
    flows: [],
    leakage: [],
    flags: [],
    provinces: [],
  },
  '/loggers/options': { actions: ['update'], entities: ['user'] },
  '/loggers/search': NONE,
  '/requests/search': NONE,
  '/mfa/uncertainty-rules': { rules: [], history: [] },
  '/recycler/master-data': {
    plasticSources: [],
    hardPlasticProductTypes: [],
    softPlasticProductTypes: [],
    plasticRejectedDestinations: [],
  },
  [`/recycler/view/${NEGOMBO_RECYCLER.id}`]: NEGOMBO_RECYCLER,
  '/master-data/provinces': [{ id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' }],
  '/master-data/districts': [{ id: 'LK-12', provinceId: 'LK-1', name: 'Gampaha', nameSi: 'ගම්පහ', nameTa: 'கம்பகா' }],
  '/master-data/get-la-types': [{ id: 'MC', name: 'Municipal Council' }],
  '/master-data/local-authorities': [],
  '/admin/local-authorities/search': { year: colomboYear(), ...NONE },
  '/users/search': NONE,
  '/recycler/search': NONE,
  '/local-authority/get-la-info': COLOMBO_INFO,
  [`/admin/local-authorities/${COLOMBO_INFO.id}/waste`]: NONE,
};

/** The prefetched reads, each answered; anything else (the rest of the dashboard) not found. */
const answer = (config: InternalAxiosRequestConfig) =>
  config.url && config.url in ANSWERS ? { status: 200, data: ANSWERS[config.url] } : { status: 404, data: {} };

interface PrefetchedPage {
  /** Who is signed in, the manifest entry's path and the address opened. */
  user: LoggedUser;
  path: string;
  address: string;
  /** What the prefetch asks, and the page then reads, each once. */
  reads: string[];
  /** What the page draws once it has rendered. */
  shows: () => Promise<HTMLElement>;
}

const PAGES: PrefetchedPage[] = [
  {
    user: superAdmin,
    path: 'dashboard',
    address: '/dashboard',
    reads: ['/admin/district-map', '/loggers/search', '/requests/waiting', '/mfa/mfa-national-summary'],
    shows: () => screen.findByTestId('waiting-unseen'),
  },
  {
    // An admin does not see the audit log: the prefetch does not ask for it.
    user: admin,
    path: 'dashboard',
    address: '/dashboard',
    reads: ['/admin/district-map', '/requests/waiting', '/mfa/mfa-national-summary'],
    shows: () => screen.findByTestId('waiting-unseen'),
  },
  {
    user: admin,
    path: 'requests',
    address: '/requests?seen=false&start=25',
    reads: ['/requests/search'],
    shows: () => screen.findByTestId('requests-table'),
  },
  {
    user: superAdmin,
    path: 'loggers',
    address: '/loggers?action=update',
    reads: ['/loggers/search', '/loggers/options'],
    shows: () => screen.findByText('No audit entries found'),
  },
  {
    user: superAdmin,
    path: 'uncertainty-rules',
    address: '/uncertainty-rules',
    reads: ['/mfa/uncertainty-rules'],
    shows: () => screen.findByTestId('uncertainty-rules-table'),
  },
  {
    user: superAdmin,
    path: 'recycler/master-data',
    address: '/recycler/master-data',
    reads: ['/recycler/master-data'],
    shows: () => screen.findByTestId('master-data-plasticSources'),
  },
  {
    user: superAdmin,
    path: 'recycler/view/:id',
    address: `/recycler/view/${NEGOMBO_RECYCLER.id}`,
    reads: [`/recycler/view/${NEGOMBO_RECYCLER.id}`],
    shows: () => screen.findByTestId('recycler-view'),
  },
  {
    user: superAdmin,
    path: 'recycler/edit/:id',
    address: `/recycler/edit/${NEGOMBO_RECYCLER.id}`,
    reads: [`/recycler/view/${NEGOMBO_RECYCLER.id}`, '/master-data/provinces', '/master-data/districts'],
    shows: () => screen.findByDisplayValue(NEGOMBO_RECYCLER.name),
  },
  {
    user: superAdmin,
    path: 'recycler/register',
    address: '/recycler/register',
    reads: ['/master-data/provinces', '/master-data/districts'],
    shows: () => screen.findByTestId('recycler-form'),
  },
  {
    // The searcher's choices as it opens, nothing chosen: the districts also name the rows' areas (one read for both).
    user: superAdmin,
    path: 'local-authorities',
    address: '/local-authorities?name=Colombo&start=25',
    reads: [
      '/admin/local-authorities/search',
      '/master-data/provinces',
      '/master-data/districts',
      '/master-data/get-la-types',
      '/master-data/local-authorities',
    ],
    shows: () => screen.findByTestId('local-authorities-table'),
  },
  {
    user: superAdmin,
    path: 'customs',
    address: '/customs?start=25&size=50',
    reads: ['/users/search'],
    shows: () => screen.findByTestId('customs-accounts-table'),
  },
  {
    user: superAdmin,
    path: 'recycler',
    address: '/recycler?provinces=LK-1&status=ACTIVE',
    reads: ['/recycler/search', '/master-data/provinces', '/master-data/districts'],
    shows: () => screen.findByTestId('recyclers-table'),
  },
  {
    // The address's page of accounts and the queue switch's count of sign-ups waiting.
    user: superAdmin,
    path: 'accounts',
    address: '/accounts?waiting=true&sort=DESC',
    reads: ['/users/search', '/users/search'],
    shows: () => screen.findByTestId('accounts-table'),
  },
  {
    // Its centres and flows, below the fold, are the page's own reads.
    user: superAdmin,
    path: 'wasteData/la-view/:id',
    address: `/wasteData/la-view/${COLOMBO_INFO.id}?start=25`,
    reads: ['/local-authority/get-la-info', '/admin/local-authorities/search', `/admin/local-authorities/${COLOMBO_INFO.id}/waste`],
    shows: () => screen.findByTestId('la-view-waste'),
  },
];

const urls = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.url);

const entryOf = (path: string) => adminModule.routes.find((route) => route.path === path)!;

beforeAll(async () => {
  await registerModule(adminModule);
  // A page starts once a run (its code, its prefetch): started here, so that each test's prefetch is its own call.
  const api = fakeApi(answer);
  await Promise.all([...new Set(PAGES.map((page) => page.path))].map((path) => startPage(entryOf(path), createQueryClient())));
  api.restore();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe("every admin page's first reads", () => {
  it.each(PAGES)(
    '$address for $user.defaultRole: sent by its prefetch, each once, and not asked again by the page',
    async ({ user, path, address, reads, shows }) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      sessionStore.set(loggedUserAtom, user);
      // The prefetch reads the address the way the page does: from the browser's.
      window.history.replaceState(null, '', address);
      const api = fakeApi(answer);
      const queryClient = createQueryClient();
      entryOf(path).prefetch!(
        queryClient,
        path.endsWith(':id') ? { id: new URL(address, window.location.origin).pathname.split('/').pop()! } : {},
      );
      await waitFor(() => expect([...urls(api)].sort()).toEqual([...reads].sort()));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      await renderManifestPage(adminModule.routes, address, queryClient);
      await shows();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const read of reads) {
        const once = reads.filter((url) => url === read);
        expect(urls(api).filter((url) => url === read)).toEqual(once);
      }
      api.restore();
    },
  );
});
