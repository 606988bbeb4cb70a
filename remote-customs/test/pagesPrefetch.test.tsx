import { createQueryClient, loggedUserAtom, sessionStore, startPage } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import customsModule from '../src/module';
import { customsUser } from './renderPage';

jest.setTimeout(60_000);

const code = {
  id: '392321',
  hsCode: '392321',
  description: 'Ethylene polymers; sacks and bags',
  level: 6,
  chapter: '39',
  heading: '3923',
  inNomenclature: true,
  sectorId: 'PACKAGING',
  sectorName: 'Packaging',
  lineCount: 2,
};
const line = {
  id: 'line-1',
  hsCode: '392321',
  year: 2025,
  month: 3,
  description: 'Sacks and bags',
  sectorId: 'PACKAGING',
  partnerCountry: 'CHN',
  netWeightKg: 1200,
  value: 5000,
  currency: 'USD',
  fileName: 'imports-2025-03.csv',
};
const upload = {
  id: 'job-1',
  fileName: 'imports-2025-03.csv',
  type: 'IMPORT',
  fileFormat: 'csv',
  sizeBytes: 100,
  rows: 1,
  status: 'COMPLETED',
  errorMessage: null,
  createdBy: { id: 'u-2', name: 'Nimal Perera' },
  createdAt: '2026-03-02T05:00:00.000Z',
  finishedAt: '2026-03-02T05:00:01.000Z',
};
const tonnes = { tonnes: 7, valueUsd: 1000, importTonnes: 5, exportTonnes: 2 };
const pageSizes = {
  paginationOptions: [10, 25],
  sortOrderOptions: ['ASC', 'DESC'],
  defaultSearcher: { pageStart: 0, pageSize: 25, pageSort: 'ASC' },
};

const ANSWERS: Record<string, unknown> = {
  '/customs/graph-init-search': { importExportType: [{ id: '', name: 'Import/Export' }], years: [2025, 2024] },
  '/customs/statisticsGraphs': { perYear: [{ year: 2025, ...tonnes }], perMonth: [], topHsCodes: [] },
  '/customs/sectorGenerationStatisticsGraphs': { sectors: [] },
  '/customs/partnerStatisticsGraphs': { partners: [{ partnerCountry: 'CHN', ...tonnes }], others: null },
  '/users/me': { ...customsUser, email: 'customs@demo.lk' },
  '/hscode/init-search': { ...pageSizes, version: '4' },
  '/hscode/search': { rows: [code], total: 1, version: '4' },
  '/hscode/search-new': { rows: [code], total: 1, version: '4' },
  '/sector': { sectors: [{ id: 'PACKAGING', name: 'Packaging' }] },
  '/customs/init-search': pageSizes,
  '/customs/search': { rows: [line], total: 1 },
  '/customs-log/search': { rows: [upload], total: 1 },
  '/customs-log/view/search/job-1': { upload, rows: [line], total: 1 },
};

const answer = (config: InternalAxiosRequestConfig) =>
  config.url && config.url in ANSWERS ? { status: 200, data: ANSWERS[config.url] } : { status: 404, data: {} };

interface PrefetchedPage {
  /** The manifest entry's path and the address opened. */
  path: string;
  address: string;
  /** What the prefetch asks, and the page then reads, each once. */
  reads: string[];
  /** What the page draws from them. */
  shows: () => Promise<HTMLElement>;
}

const PAGES: PrefetchedPage[] = [
  {
    path: 'dashboard',
    address: '/dashboard',
    reads: [
      '/customs/graph-init-search',
      '/customs/statisticsGraphs',
      '/customs/sectorGenerationStatisticsGraphs',
      '/customs/partnerStatisticsGraphs',
    ],
    shows: () => screen.findByTestId('stats-by-partner'),
  },
  {
    path: 'hscodes',
    address: '/hscodes',
    reads: ['/hscode/init-search', '/hscode/search', '/sector'],
    shows: () => screen.findByText('392321'),
  },
  {
    path: 'pending-hscodes',
    address: '/pending-hscodes',
    reads: ['/hscode/search-new', '/hscode/init-search'],
    shows: () => screen.findByText('392321'),
  },
  {
    path: 'import',
    address: '/import',
    reads: ['/customs/search', '/customs/init-search', '/sector'],
    shows: () => screen.findByText('imports-2025-03.csv'),
  },
  {
    path: 'export',
    address: '/export?sector=PACKAGING&start=25',
    reads: ['/customs/search', '/customs/init-search', '/sector'],
    shows: () => screen.findByText('imports-2025-03.csv'),
  },
  {
    path: 'data-log',
    address: '/data-log',
    reads: ['/customs-log/search'],
    shows: () => screen.findByText('imports-2025-03.csv'),
  },
  {
    path: 'customs/data-log/view/:id',
    address: '/customs/data-log/view/job-1',
    reads: ['/customs-log/view/search/job-1', '/sector'],
    shows: () => screen.findByTestId('upload-descriptions'),
  },
];

const urls = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.url);

beforeAll(() => registerModule(customsModule));
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("every customs page's first reads", () => {
  it.each(PAGES)('$address: sent by its prefetch, each once, and not asked again by the page', async ({ path, address, reads, shows }) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, customsUser);
    // The prefetch reads the address the way the page does: from the browser's.
    window.history.replaceState(null, '', address);
    const api = fakeApi(answer);
    const queryClient = createQueryClient();
    const entry = customsModule.routes.find((route) => route.path === path)!;
    // As the host starts the page of an address; the route's own start then finds it started.
    void startPage(entry, queryClient, path.endsWith(':id') ? { id: address.split('/').pop()! } : {});
    await waitFor(() => expect([...urls(api)].sort()).toEqual([...reads].sort()));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    await renderManifestPage(customsModule.routes, address, queryClient);
    await shows();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const read of reads) expect(urls(api).filter((url) => url === read)).toEqual([read]);
    api.restore();
  });
});
