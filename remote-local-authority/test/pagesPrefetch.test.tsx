import { colomboYear, createQueryClient, loggedUserAtom, sessionStore, type RouteManifestEntry } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { matchPath } from 'react-router-dom';
import type { Centre } from '../src/features/sampathPiyasa/api/types';
import localAuthorityModule from '../src/module';
import { BORELLA, CENTRE_FORM_OPTIONS, centreEntry } from './centreFixtures';
import { FORM_OPTIONS, WASTE_SEARCH_OPTIONS, wasteRecord, wasteRecordView } from './fixtures';
import { colomboUser } from './renderPage';

jest.setTimeout(30_000);

const RECORD = wasteRecordView();
const ENTRY = centreEntry();
const CENTRE: Centre = {
  id: BORELLA,
  name: 'Borella Centre',
  location: 'Borella',
  localAuthorityId: 'LG-11001',
  latitude: null,
  longitude: null,
  isMaterialRecoveryFacility: true,
  isRecyclingFacility: false,
  description: '',
  isActive: true,
  lastEntryDate: null,
  collectedKgThisYear: 0,
};
const zero = { collectedKg: 0, recycledKg: 0, recoveredKg: 0, rejectedKg: 0, discardedKg: 0 };
const COLLECTION = {
  localAuthorityId: 'LG-11001',
  year: colomboYear(),
  years: [colomboYear()],
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...zero })),
  totals: zero,
};

/** Every read these pages make, answered; anything else (a card below the fold) refused. */
const ANSWERS: Record<string, unknown> = {
  '/local-authority/get-la-info': FORM_OPTIONS.localAuthority,
  '/local-authority/la-waste-collection': COLLECTION,
  '/local-authority/init-waste-search': WASTE_SEARCH_OPTIONS,
  '/local-authority/search-waste': { rows: [wasteRecord()], total: 1 },
  '/local-authority/init-waste-form': FORM_OPTIONS,
  [`/local-authority/waste-view/${RECORD.id}`]: RECORD,
  '/sampath-piyasa/search-center': { rows: [CENTRE], total: 1 },
  '/sampath-piyasa/init-waste-form': CENTRE_FORM_OPTIONS,
  [`/sampath-piyasa/center/${BORELLA}`]: CENTRE,
  [`/sampath-piyasa/waste-view/${ENTRY.id}`]: ENTRY,
  '/sampath-piyasa/search-waste': { rows: [], total: 0 },
  '/sampath-piyasa/collected-quantities-graph': { months: [] },
  '/sampath-piyasa/recyclable-waste-graph': { materials: [] },
  '/mfa/diagram-la': new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
};

function answer(config: InternalAxiosRequestConfig) {
  return config.url && config.url in ANSWERS ? { status: 200, data: ANSWERS[config.url] } : { status: 404, data: {} };
}

/** Each page with a prefetch: an address of it, and the reads its first render makes (the dashboard has its own test). */
const PAGES: { address: string; reads: string[] }[] = [
  { address: '/wasteData', reads: ['/local-authority/search-waste', '/local-authority/init-waste-search'] },
  { address: '/wasteData/addData', reads: ['/local-authority/init-waste-form'] },
  { address: `/wasteData/view/${RECORD.id}`, reads: [`/local-authority/waste-view/${RECORD.id}`] },
  { address: `/wasteData/correct/${RECORD.id}`, reads: [`/local-authority/waste-view/${RECORD.id}`, '/local-authority/init-waste-form'] },
  {
    address: `/wasteData/la-view/${colomboUser.selectedLocalAuthority!.id}`,
    reads: ['/local-authority/get-la-info', '/local-authority/la-waste-collection', '/local-authority/search-waste'],
  },
  { address: '/sampath-piyasa', reads: ['/sampath-piyasa/search-center'] },
  { address: '/sampath-piyasa/register', reads: ['/sampath-piyasa/init-waste-form'] },
  { address: '/sampath-piyasa/addData', reads: ['/sampath-piyasa/init-waste-form'] },
  { address: `/sampath-piyasa/waste-view/${ENTRY.id}`, reads: [`/sampath-piyasa/waste-view/${ENTRY.id}`] },
  { address: `/sampath-piyasa/correct/${ENTRY.id}`, reads: [`/sampath-piyasa/waste-view/${ENTRY.id}`, '/sampath-piyasa/init-waste-form'] },
  {
    address: `/sampath-piyasa/center/${BORELLA}`,
    reads: [
      `/sampath-piyasa/center/${BORELLA}`,
      '/sampath-piyasa/search-waste',
      '/sampath-piyasa/collected-quantities-graph',
      '/sampath-piyasa/recyclable-waste-graph',
    ],
  },
  { address: '/parameters', reads: ['/mfa/diagram-la'] },
];

function entryAt(address: string): { entry: RouteManifestEntry; params: Record<string, string> } {
  for (const entry of localAuthorityModule.routes) {
    const match = matchPath(`/${entry.path}`, address);
    if (match) return { entry, params: match.params as Record<string, string> };
  }
  throw new Error(`no page at ${address}`);
}

const urls = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.url);

/** Once every read was asked, the page's queries are all in use (a prefetch under another key would stay unused) and answered. */
async function pageReadsSettled(queryClient: QueryClient, api: ReturnType<typeof fakeApi>, reads: string[]) {
  await waitFor(
    () => {
      expect(reads.filter((read) => !urls(api).includes(read))).toEqual([]);
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.getObserversCount() === 0),
      ).toEqual([]);
      expect(queryClient.isFetching()).toBe(0);
    },
    { timeout: 10_000 },
  );
}

describe("every local authority page's first reads", () => {
  beforeAll(() => registerModule(localAuthorityModule));
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, colomboUser);
  });

  it('are declared by every page, each here but the dashboard (its own test)', () => {
    expect(localAuthorityModule.routes.filter((route) => !route.prefetch).map((route) => route.path)).toEqual([]);
    expect(PAGES.map((page) => entryAt(page.address).entry.path).sort()).toEqual(
      localAuthorityModule.routes
        .map((route) => route.path)
        .filter((path) => path !== 'dashboard')
        .sort(),
    );
  });

  // One client, as in the app: the routes' pages are made once, with the client of their first render.
  const appQueryClient = createQueryClient();

  it.each(PAGES)('$address: start with its code, before the page has run, and the page asks none again', async ({ address, reads }) => {
    const api = fakeApi(answer);
    const queryClient = appQueryClient;
    queryClient.clear();
    await renderManifestPage(localAuthorityModule.routes, address, queryClient);
    await pageReadsSettled(queryClient, api, reads);
    expect(urls(api).slice(0, reads.length).sort()).toEqual([...reads].sort());
    for (const read of reads) expect(urls(api).filter((url) => url === read)).toHaveLength(1);
    api.restore();
  });

  it.each(PAGES)('$address: answered before the page renders, are used by it, not asked again', async ({ address, reads }) => {
    const api = fakeApi(answer);
    const queryClient = createQueryClient();
    const { entry, params } = entryAt(address);
    entry.prefetch!(queryClient, params);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(urls(api).sort()).toEqual([...reads].sort());
    await renderManifestPage(localAuthorityModule.routes, address, queryClient);
    await pageReadsSettled(queryClient, api, reads);
    for (const read of reads) expect(urls(api).filter((url) => url === read)).toHaveLength(1);
    api.restore();
  });
});
