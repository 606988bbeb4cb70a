import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  accessOf,
  createQueryClient,
  forgetFailedPages,
  lazyPage,
  menuOf,
  menuPages,
  NO_FIRST_READS,
  routeManifest,
  type RouteManifest,
  type RouteManifestEntry,
} from '../src';
import { testUser } from '../src/testing';

const page = () => Promise.resolve(() => null);
const group = { name: 'menu.dataList', icon: 'list-icon' };

const manifest: RouteManifest = [
  { path: 'dashboard', name: 'menu.dashboard', icon: 'dashboard-icon', page, prefetch: NO_FIRST_READS },
  { path: 'loggers', name: 'menu.loggers', icon: 'icon', access: 'actsAsSuperAdmin', page, prefetch: NO_FIRST_READS },
  { path: 'import', name: 'menu.import', icon: 'icon', group, page, prefetch: NO_FIRST_READS },
  { path: 'records/view/:id', name: 'records.viewTitle', hideInMenu: true, page, prefetch: NO_FIRST_READS },
  { path: 'export', name: 'menu.export', icon: 'icon', group, page, prefetch: NO_FIRST_READS },
  { path: 'requests', name: 'menu.requests', icon: 'icon', page, prefetch: NO_FIRST_READS },
];

const admin = accessOf(testUser('001'));
const superAdmin = accessOf(testUser('005'));

describe('menus generated from a route manifest', () => {
  it('keeps manifest order, leaves out hidden pages, and puts a group where its first page is', () => {
    const menu = menuOf(manifest, superAdmin);
    expect(menu.map((entry) => entry.name)).toEqual(['menu.dashboard', 'menu.loggers', 'menu.dataList', 'menu.requests']);
    expect(menu[2]).toMatchObject({ key: 'menu.dataList', icon: 'list-icon' });
    expect(menu[2].path).toBeUndefined();
    expect(menu[2].children?.map((entry) => entry.path)).toEqual(['/import', '/export']);
    expect(menu[0]).toEqual({ key: 'dashboard', name: 'menu.dashboard', path: '/dashboard', icon: 'dashboard-icon' });
  });

  it('leaves out a page whose access flag the user lacks', () => {
    expect(menuPages(menuOf(manifest, admin)).map((entry) => entry.path)).toEqual(['/dashboard', '/import', '/export', '/requests']);
  });
});

describe("a remote's manifest joined from its routes.json and its pages", () => {
  it('gives each route its page, icon and access, and a group its icon', () => {
    const routes = routeManifest(
      [
        { path: 'dashboard', name: 'menu.dashboard', heading: 'dashboard.title' },
        { path: 'import', name: 'menu.import', group: 'menu.dataList', access: 'actsAsCustoms' },
      ],
      { dashboard: { icon: 'dashboard-icon', page, prefetch: NO_FIRST_READS }, import: { page, prefetch: NO_FIRST_READS } },
      { 'menu.dataList': 'list-icon' },
    );
    expect(routes).toEqual([
      { path: 'dashboard', name: 'menu.dashboard', heading: 'dashboard.title', icon: 'dashboard-icon', page, prefetch: NO_FIRST_READS },
      {
        path: 'import',
        name: 'menu.import',
        access: 'actsAsCustoms',
        group: { name: 'menu.dataList', icon: 'list-icon' },
        page,
        prefetch: NO_FIRST_READS,
      },
    ]);
  });

  it('refuses a route without a page, a page without a route, an unknown access flag and a group without an icon', () => {
    expect(() => routeManifest([{ path: 'a', name: 'a' }], {})).toThrow('the route a has no page');
    expect(() => routeManifest([], { a: { page, prefetch: NO_FIRST_READS } })).toThrow('pages without a route in routes.json: a');
    expect(() => routeManifest([{ path: 'a', name: 'a', access: 'isRoot' }], { a: { page, prefetch: NO_FIRST_READS } })).toThrow(
      "unknown access flag 'isRoot'",
    );
    expect(() => routeManifest([{ path: 'a', name: 'a', group: 'menu.g' }], { a: { page, prefetch: NO_FIRST_READS } })).toThrow(
      'a menu group without an icon: menu.g',
    );
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    const retry = () => {
      forgetFailedPages();
      this.setState({ failed: false });
    };
    return this.state.failed ? <button onClick={retry}>retry</button> : this.props.children;
  }
}

const queryClient = createQueryClient();

/** Looks its page up at each render, as the host's routes do, so that a retry after forgetFailedPages gets a new one. */
function Lazy({ entry }: { entry: RouteManifestEntry }) {
  const Page = lazyPage(entry, queryClient);
  // eslint-disable-next-line react-hooks/static-components -- lazyPage hands back one component per entry (the first test holds it)
  return <Page />;
}

describe('a lazily loaded page', () => {
  it('is one component per entry, loaded once', async () => {
    const load = jest.fn(() => Promise.resolve(() => <p>loaded page</p>));
    const entry: RouteManifestEntry = { path: 'x', name: 'x', page: load, prefetch: NO_FIRST_READS };
    expect(lazyPage(entry, queryClient)).toBe(lazyPage(entry, queryClient));
    const { rerender } = render(
      <Suspense fallback="loading">
        <Lazy entry={entry} />
      </Suspense>,
    );
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    rerender(
      <Suspense fallback="loading">
        <Lazy entry={entry} />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts the page's reads with the loading of its code, before the page renders, on the first visit only", async () => {
    let loaded: (page: ComponentType) => void = () => undefined;
    const load = () => new Promise<ComponentType>((resolve) => (loaded = resolve));
    const prefetch = jest.fn();
    const entry: RouteManifestEntry = { path: 'x', name: 'x', page: load, prefetch };
    const { rerender } = render(
      <Suspense fallback="loading">
        <Lazy entry={entry} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith(queryClient, {});
    loaded(() => <p>loaded page</p>);
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    rerender(
      <Suspense fallback="loading">
        <Lazy key="again" entry={entry} />
      </Suspense>,
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("rendered in its route, gives the page's reads the route's params", () => {
    const prefetch = jest.fn();
    const entry: RouteManifestEntry = { path: 'records/view/:id', name: 'x', page: () => new Promise(() => undefined), prefetch };
    render(
      <MemoryRouter initialEntries={['/records/view/R-7']}>
        <Suspense fallback="loading">
          <Routes>
            <Route path={entry.path} element={<Lazy entry={entry} />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith(queryClient, { id: 'R-7' });
  });

  it('whose chunk failed to load shows the error until a retry, which fetches it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(() => <p>second try</p>) : Promise.reject(new Error('ChunkLoadError'))));
    const entry: RouteManifestEntry = { path: 'x', name: 'x', page: load, prefetch: NO_FIRST_READS };
    render(
      <Boundary>
        <Suspense fallback="loading">
          <Lazy entry={entry} />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(load).toHaveBeenCalledTimes(1);
    const failedLoads = load.mock.calls.length;
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(failedLoads + 1);
  });
});
