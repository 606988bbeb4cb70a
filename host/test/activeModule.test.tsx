import { createQueryClient, loggedUserAtom, sessionStore, type RemoteModule, type RemoteRegistry, NO_FIRST_READS } from '@waste/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';
import { loadRemoteModule } from '../src/remotes/loadRemoteModule';
import { menuModuleOf, pendingMenuModule } from '../src/remotes/menuModule';
import { useActiveModule } from '../src/remotes/useActiveModule';
import { templateModule } from '../src/template/templateModule';
import { signInAs } from './layoutHarness';

jest.mock('../src/remotes/fetchRemoteRegistry');
jest.mock('../src/remotes/loadRemoteModule');

const registry: RemoteRegistry = {
  remotes: [
    { name: 'remote_admin', id: 'remote-admin', version: '1', entry: '/a', roles: ['001', '005'], basePath: '/', routes: ['/dashboard'] },
    {
      name: 'remote_local_authority',
      id: 'remote-local-authority',
      version: '1',
      entry: '/la',
      roles: ['003'],
      basePath: '/',
      routes: ['/wasteData'],
    },
  ],
};
const moduleNamed = (namespace: string): RemoteModule => ({
  namespace,
  routes: [{ path: 'dashboard', name: 'menu.dashboard', page: async () => () => null, prefetch: NO_FIRST_READS }],
  translations: {},
});
const adminModule = moduleNamed('admin');
const localAuthorityModule = moduleNamed('localAuthority');

const queryClient = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

describe("the active role's module", () => {
  beforeEach(() => {
    jest.mocked(fetchRemoteRegistry).mockResolvedValue(registry as never);
    jest.mocked(loadRemoteModule).mockImplementation(async (entry) => (entry.id === 'remote-admin' ? adminModule : localAuthorityModule));
  });

  it("never answers with the old role's module once the role changed", async () => {
    signInAs('003', ['005']);
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const active = useActiveModule();
        seen.push(
          `${sessionStore.get(loggedUserAtom)?.defaultRole}:${active.status === 'ready' ? active.module.namespace : active.status}`,
        );
        return active;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => signInAs('005'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', module: adminModule }));
    expect(seen).not.toContain('005:localAuthority');
  });

  it("starts the address's page and its first reads as soon as the module is known, before any route renders", async () => {
    window.history.pushState({}, '', '/wasteData');
    const prefetch = jest.fn();
    const page = jest.fn(async () => () => null);
    jest.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'localAuthority',
      routes: [{ path: 'wasteData', name: 'menu.plasticWasteData', page, prefetch }],
      translations: {},
    });
    signInAs('003', ['005']);
    const { result } = renderHook(() => useActiveModule(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(prefetch).toHaveBeenCalledWith(queryClient, {});
    expect(page).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/');
  });

  it("gives a record's page the address's params, so that its reads start with its code", async () => {
    window.history.pushState({}, '', '/wasteData/view/WD-42');
    const listPrefetch = jest.fn();
    const recordPrefetch = jest.fn();
    jest.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'localAuthority',
      routes: [
        { path: 'wasteData', name: 'menu.plasticWasteData', page: async () => () => null, prefetch: listPrefetch },
        { path: 'wasteData/addData', name: 'menu.addData', page: async () => () => null, prefetch: jest.fn() },
        { path: 'wasteData/view/:id', name: 'menu.view', page: async () => () => null, prefetch: recordPrefetch },
      ],
      translations: {},
    });
    signInAs('003', ['005']);
    const { result } = renderHook(() => useActiveModule(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(recordPrefetch).toHaveBeenCalledWith(queryClient, { id: 'WD-42' });
    expect(listPrefetch).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('starts the page in a task after the one the module arrived in, which the remote’s start already filled', async () => {
    window.history.pushState({}, '', '/wasteData');
    const prefetch = jest.fn();
    let arrived: (module: RemoteModule) => void = () => undefined;
    jest.mocked(loadRemoteModule).mockReturnValue(new Promise((resolve) => (arrived = resolve)));
    signInAs('003', ['005']);
    renderHook(() => useActiveModule(), { wrapper });
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalled());
    await act(async () => {
      arrived({
        namespace: 'localAuthority',
        routes: [{ path: 'wasteData', name: 'menu.plasticWasteData', page: async () => () => null, prefetch }],
        translations: {},
      });
      // Every promise settled, no task run.
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    });
    expect(prefetch).not.toHaveBeenCalled();
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    window.history.pushState({}, '', '/');
  });

  it('shows no menu while the role’s module loads, the host’s own once loading failed', () => {
    expect(menuModuleOf({ status: 'loading' })).toBe(pendingMenuModule);
    expect(pendingMenuModule.routes).toEqual([]);
    expect(menuModuleOf({ status: 'failed', error: new Error('blocked') })).toBe(templateModule);
    expect(menuModuleOf({ status: 'ready', module: adminModule })).toBe(adminModule);
  });
});
