import { waitFor } from '@testing-library/react';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { matchPath } from 'react-router-dom';
import type { LoggedUser } from '../api/contract';
import { createQueryClient } from '../query/queryClient';
import type { RemoteModule, RouteManifestEntry } from '../remote/contract';
import { pageParams, startPage } from '../remote/lazyPage';
import { loggedUserAtom, sessionStore } from '../session/store';
import { fakeApi } from './fakeApi';
import { registerModule, renderManifestPage } from './remoteModule';

/** One page opened at an address, and the reads its first render makes (a read listed twice is asked twice). */
export interface FirstReadsPage {
  address: string;
  reads: string[];
  /** Who is signed in, when not the table's user (a page whose reads depend on the role). */
  user?: LoggedUser;
  /** What the page draws once it has rendered, when its reads alone do not say it has. */
  shows?: () => Promise<HTMLElement>;
}

export interface FirstReadsOptions {
  /** Who is signed in for every page without its own. */
  user: LoggedUser;
  /** The manifest's paths whose first reads have a test of their own, left out of the table. */
  ownTests?: string[];
  /** A read as the test names it; its address unless the table tells reads of one address apart by their body. */
  readOf?: (call: InternalAxiosRequestConfig) => string;
}

type Api = ReturnType<typeof fakeApi>;

const urlOf = (call: InternalAxiosRequestConfig) => String(call.url);

/** A query the server was asked for: a page's query not yet enabled (its search waiting for its address) never is. */
const wasAsked = (query: Query) => query.state.dataUpdateCount + query.state.errorUpdateCount > 0 || query.state.fetchStatus !== 'idle';

const countOf = (reads: string[], read: string) => reads.filter((asked) => asked === read).length;

function entryAt(module: RemoteModule, address: string): { entry: RouteManifestEntry; params: Record<string, string> } {
  const { pathname } = new URL(address, window.location.origin);
  for (const entry of module.routes) {
    const match = matchPath(`/${entry.path}`, pathname);
    if (match) return { entry, params: pageParams(match.params) };
  }
  throw new Error(`no page at ${address}`);
}

/**
 * The tests that hold every page's first reads (docs/adr/0018-small-tasks-and-early-reads.md): each page of the
 * table, at its address, its user signed in, asks each of its reads exactly once, whether the route starts the
 * page (its prefetch still out when the page renders) or the prefetch has answered before the page renders,
 * and once it has, every query in the cache has the page as an observer (a prefetch under another key than the
 * page's would stay unused). Each read of `answers`' addresses is answered with its value, any other refused.
 * Call it before anything in the file renders the manifest: a page starts once a run, in the client of its
 * first render, as in the app.
 */
export function describeEveryPagesFirstReads(
  module: RemoteModule,
  pages: FirstReadsPage[],
  answers: Record<string, unknown>,
  { user, ownTests = [], readOf = urlOf }: FirstReadsOptions,
): void {
  const answer = (config: InternalAxiosRequestConfig) =>
    config.url && config.url in answers ? { status: 200, data: answers[config.url] } : { status: 404, data: {} };
  const readsOf = (api: Api) => api.calls.map(readOf);
  const rows = pages.map((page) => ({ ...page, title: page.user ? `${page.address} for ${page.user.defaultRole}` : page.address }));

  /** Once every read was asked, the page's queries are all in use and answered, and it shows what it should. */
  async function pageReadsSettled(queryClient: QueryClient, api: Api, { reads, shows }: FirstReadsPage) {
    await waitFor(
      () => {
        expect(reads.filter((read) => !readsOf(api).includes(read))).toEqual([]);
        const unused = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => wasAsked(query) && query.getObserversCount() === 0);
        expect(unused.map((query) => query.queryKey)).toEqual([]);
        expect(queryClient.isFetching()).toBe(0);
      },
      { timeout: 10_000 },
    );
    await shows?.();
    for (const read of new Set(reads)) expect([read, countOf(readsOf(api), read)]).toEqual([read, countOf(reads, read)]);
  }

  /** The page's user signed in and, as list prefetches read the browser's address, the page's address in it. */
  function openAt(page: FirstReadsPage) {
    sessionStore.set(loggedUserAtom, page.user ?? user);
    window.history.replaceState(null, '', page.address);
  }

  describe(`every ${module.namespace} page's first reads`, () => {
    beforeAll(() => registerModule(module));
    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      window.localStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it('are in the table for every page but those with a test of their own', () => {
      const tabled = new Set(pages.map((page) => entryAt(module, page.address).entry.path));
      expect([...tabled].sort()).toEqual(
        module.routes
          .map((route) => route.path)
          .filter((path) => !ownTests.includes(path))
          .sort(),
      );
    });

    describe('started by the route', () => {
      // One client, as in the app: the routes' pages are made once, with the client of their first render.
      const appQueryClient = createQueryClient();
      // A page starts once a run: its first row only (another user's row is held by the prefetched way).
      const firstOfEachPage = rows.filter(
        (row, index) => rows.findIndex((other) => entryAt(module, other.address).entry === entryAt(module, row.address).entry) === index,
      );

      it.each(firstOfEachPage)(
        '$title: start with its code, before the page has run, and the page asks none again',
        async (page) => {
          openAt(page);
          const api = fakeApi(answer);
          appQueryClient.clear();
          await renderManifestPage(module.routes, page.address, appQueryClient);
          await pageReadsSettled(appQueryClient, api, page);
          expect(readsOf(api).slice(0, page.reads.length).sort()).toEqual([...page.reads].sort());
          api.restore();
        },
        60_000,
      );
    });

    describe('prefetched before the page renders', () => {
      // Every page started (in a client of its own), so that each test's prefetch is its own call, not the route's.
      beforeAll(async () => {
        sessionStore.set(loggedUserAtom, user);
        const api = fakeApi(answer);
        const queryClient = createQueryClient();
        await Promise.all(module.routes.map((entry) => startPage(entry, queryClient)));
        await waitFor(() => expect(queryClient.isFetching()).toBe(0));
        api.restore();
      });

      it.each(rows)(
        '$title: answered before the page renders, are used by it, not asked again',
        async (page) => {
          openAt(page);
          const api = fakeApi(answer);
          const queryClient = createQueryClient();
          const { entry, params } = entryAt(module, page.address);
          entry.prefetch(queryClient, params);
          await waitFor(() => {
            expect(queryClient.isFetching()).toBe(0);
            expect(readsOf(api).sort()).toEqual([...page.reads].sort());
          });
          await renderManifestPage(module.routes, page.address, queryClient);
          await pageReadsSettled(queryClient, api, page);
          api.restore();
        },
        60_000,
      );
    });
  });
}
