import { initI18n, registerTranslationLoaders, type RemoteModule, type RemoteRegistry, NO_FIRST_READS } from '@waste/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutOrNotFound } from '../src/app/LayoutOrNotFound';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';
import { loadRemoteModule } from '../src/remotes/loadRemoteModule';
import { adminRemote } from './fixtures/adminRemote';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

jest.mock('../src/remotes/fetchRemoteRegistry');
jest.mock('../src/remotes/loadRemoteModule');

const registry: RemoteRegistry = {
  remotes: [
    adminRemote({ roles: ['001', '005'], routes: ['/dashboard', '/requests', '/loggers', '/broken-chunk'] }),
    {
      name: 'remote_customs',
      id: 'remote-customs',
      version: '1',
      entry: '/remotes/c/mf-manifest.json',
      roles: ['002'],
      basePath: '/',
      routes: ['/hscodes'],
    },
  ],
};

function Boom(): never {
  throw new Error('remote page broke');
}

let chunkServed = false;

const adminModule: RemoteModule = {
  namespace: 'admin-test',
  routes: [
    { path: 'dashboard', name: 'menu.dashboard', page: async () => () => <p>remote dashboard</p>, prefetch: NO_FIRST_READS },
    { path: 'requests', name: 'menu.requests', page: async () => Boom, prefetch: NO_FIRST_READS },
    {
      path: 'loggers',
      name: 'menu.loggers',
      access: 'actsAsSuperAdmin',
      page: async () => () => <p>loggers page</p>,
      prefetch: NO_FIRST_READS,
    },
    {
      path: 'broken-chunk',
      name: 'menu.brokenChunk',
      page: () => (chunkServed ? Promise.resolve(() => <p>chunk served</p>) : Promise.reject(new Error('Loading chunk 42 failed'))),
      prefetch: NO_FIRST_READS,
    },
  ],
  translations: {
    en: async () => ({
      default: { 'menu.dashboard': 'Dashboard', 'menu.requests': 'Requests', 'menu.loggers': 'Loggers', 'menu.brokenChunk': 'Broken' },
    }),
  },
};

// Lazy pages behind Suspense and antd's first styles take a while in jsdom on a busy machine.
const SLOW = { timeout: 10_000 };
describe('main layout', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.mocked(fetchRemoteRegistry).mockResolvedValue(registry as never);
  });

  it('renders the remote of the default role inside the layout', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByText('remote dashboard', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Nimal Silva');
    expect(loadRemoteModule).toHaveBeenCalledWith(registry.remotes[0]);
  });

  it("shows no menu of the template's demo pages while the role's remote loads", async () => {
    signInAs('001');
    let loaded: (module: RemoteModule) => void = () => undefined;
    jest.mocked(loadRemoteModule).mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByTestId('remote-loading', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Buttons/ })).not.toBeInTheDocument();
    loaded(adminModule);
    expect(await screen.findByText('remote dashboard', {}, SLOW)).toBeInTheDocument();
  });

  it('shows Retry, Reload and Home when the remote cannot be loaded, and Retry loads it again', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('manifest blocked')).mockResolvedValueOnce(adminModule);
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByText('This part of the dashboard could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Dashboard/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote dashboard', {}, SLOW)).toBeInTheDocument();
  });

  it('keeps the layout when a remote page throws while rendering', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost(<LayoutOrNotFound />, '/requests');
    expect(await screen.findByTestId('remote-error', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
  });

  it("shows the error screen when a page's chunk cannot be loaded, and Retry fetches it again", async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    chunkServed = false;
    await renderHost(<LayoutOrNotFound />, '/broken-chunk');
    expect(await screen.findByText('This part of the dashboard could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    chunkServed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('chunk served', {}, SLOW)).toBeInTheDocument();
  });

  it('a page whose access flag the user lacks is not in the menu, and opened says it is not allowed for the role, naming whose it is', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    await initI18n();
    await registerTranslationLoaders(adminModule.namespace, adminModule.translations);
    await renderHost(<LayoutOrNotFound />, '/loggers');
    expect(await screen.findByText('Not allowed for your role', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('not-allowed')).toHaveTextContent('This page is for Super Admin. You are working as Admin');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Requests/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Loggers/ })).not.toBeInTheDocument();
  });

  it('a user with no role gets the host template dashboard, without loading a remote', async () => {
    signInAs(null);
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByText(/An administrator must assign one/, {}, SLOW)).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it("another role's page (another remote's, in the registry) is not allowed inside the layout, naming the role; an unknown path a 404 outside it, without loading a remote", async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    const { unmount } = await renderHost(<LayoutOrNotFound />, '/hscodes');
    expect(await screen.findByTestId('not-allowed', {}, SLOW)).toHaveTextContent('This page is for SL Custom. You are working as Admin');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    unmount();
    jest.mocked(loadRemoteModule).mockClear();
    await renderHost(<LayoutOrNotFound />, '/no/such/page');
    expect(await screen.findByText('Page not found', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign-in', async () => {
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });
});
