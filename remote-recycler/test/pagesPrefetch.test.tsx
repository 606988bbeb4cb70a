import { colomboYear, createQueryClient, loggedUserAtom, sessionStore, type RouteManifestEntry } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { matchPath } from 'react-router-dom';
import recyclerModule from '../src/module';
import { line, MASTER_DATA, SAVED_RETURN } from './fixtures';
import { recyclerUser } from './renderPage';

jest.setTimeout(60_000);

const YEAR = colomboYear();
const RETURN = { ...SAVED_RETURN, intake: [line('SRC-CM', 'Collectors and middlemen', 1000)], output: [line('HPT-FLK', 'Flakes', 700)] };

/** Every read these pages make, answered; anything else (a card below the fold) refused. */
const ANSWERS: Record<string, unknown> = {
  '/users/me': recyclerUser,
  '/recycler/own-graph': { fromYear: YEAR, toYear: YEAR, months: [], outputByProductType: [] },
  '/recycler/national-graph': { months: [] },
  '/recycler/search-waste-data-list': { rows: [SAVED_RETURN], total: 1 },
  '/recycler/master-data': MASTER_DATA,
  [`/recycler/waste-data-detail/${RETURN.id}`]: RETURN,
};

function answer(config: InternalAxiosRequestConfig) {
  return config.url && config.url in ANSWERS ? { status: 200, data: ANSWERS[config.url] } : { status: 404, data: {} };
}

/** A read as the server sees it: its address, and its body if it has one (the dashboard asks one address for two spans). */
const readOf = (call: InternalAxiosRequestConfig) => (call.data ? `${call.url} ${String(call.data)}` : String(call.url));
const graph = (path: string, fromYear: number) => `${path} ${JSON.stringify({ fromYear, toYear: YEAR })}`;

/** Each page: an address of it, and the reads its first render makes. */
const PAGES: { address: string; reads: string[] }[] = [
  {
    address: '/dashboard',
    reads: [graph('/recycler/own-graph', YEAR), graph('/recycler/own-graph', YEAR - 1), graph('/recycler/national-graph', YEAR - 1)],
  },
  { address: '/wasteData', reads: [`/recycler/search-waste-data-list ${JSON.stringify({ pageStart: 0, pageSize: 25, pageSort: 'ASC' })}`] },
  { address: '/wasteData/addData', reads: ['/recycler/master-data'] },
  { address: `/wasteData/view/${RETURN.id}`, reads: [`/recycler/waste-data-detail/${RETURN.id}`] },
  { address: `/wasteData/correct/${RETURN.id}`, reads: [`/recycler/waste-data-detail/${RETURN.id}`, '/recycler/master-data'] },
];

function entryAt(address: string): { entry: RouteManifestEntry; params: Record<string, string> } {
  for (const entry of recyclerModule.routes) {
    const match = matchPath(`/${entry.path}`, address);
    if (match) return { entry, params: match.params as Record<string, string> };
  }
  throw new Error(`no page at ${address}`);
}

const reads = (api: ReturnType<typeof fakeApi>) => api.calls.map(readOf);

/** Once every read was asked, the page's queries are all in use (a prefetch under another key would stay unused) and answered. */
async function pageReadsSettled(queryClient: QueryClient, api: ReturnType<typeof fakeApi>, expected: string[]) {
  await waitFor(
    () => {
      expect(expected.filter((read) => !reads(api).includes(read))).toEqual([]);
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

describe("every recycler page's first reads", () => {
  beforeAll(() => registerModule(recyclerModule));
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, recyclerUser);
  });

  it('are declared by every page, each here', () => {
    expect(recyclerModule.routes.filter((route) => !route.prefetch).map((route) => route.path)).toEqual([]);
    expect(PAGES.map((page) => entryAt(page.address).entry.path).sort()).toEqual(recyclerModule.routes.map((route) => route.path).sort());
  });

  // One client, as in the app: the routes' pages are made once, with the client of their first render.
  const appQueryClient = createQueryClient();

  it.each(PAGES)(
    '$address: start with its code, before the page has run, and the page asks none again',
    async ({ address, reads: expected }) => {
      const api = fakeApi(answer);
      const queryClient = appQueryClient;
      queryClient.clear();
      await renderManifestPage(recyclerModule.routes, address, queryClient);
      await pageReadsSettled(queryClient, api, expected);
      expect(reads(api).slice(0, expected.length).sort()).toEqual([...expected].sort());
      for (const read of expected) expect(reads(api).filter((asked) => asked === read)).toHaveLength(1);
      api.restore();
    },
  );

  it.each(PAGES)('$address: answered before the page renders, are used by it, not asked again', async ({ address, reads: expected }) => {
    const api = fakeApi(answer);
    const queryClient = createQueryClient();
    const { entry, params } = entryAt(address);
    entry.prefetch!(queryClient, params);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads(api).sort()).toEqual([...expected].sort());
    await renderManifestPage(recyclerModule.routes, address, queryClient);
    await pageReadsSettled(queryClient, api, expected);
    for (const read of expected) expect(reads(api).filter((asked) => asked === read)).toHaveLength(1);
    api.restore();
  });
});
