import { accessTokenAtom, loggedUserAtom, sessionStore, type RemoteModule } from '@waste/shared';
import { fakeJwt } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutOrNotFound } from '../src/app/LayoutOrNotFound';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';
import { loadRemoteModule } from '../src/remotes/loadRemoteModule';
import { renderHost } from './renderHost';

jest.mock('../src/remotes/fetchRemoteRegistry');
jest.mock('../src/remotes/loadRemoteModule');

const registry = {
  remotes: [{ name: 'remote_admin', id: 'remote-admin', version: '1', entry: '/remotes/a/mf-manifest.json', roles: ['001', '005'], basePath: '/' }],
};

function Boom(): never {
  throw new Error('remote page broke');
}

const adminModule: RemoteModule = {
  namespace: 'admin-test',
  roles: ['001'],
  menus: { '001': [{ key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard' }] },
  routes: [
    { path: 'dashboard', Component: () => <p>remote dashboard</p> },
    { path: 'requests', Component: Boom },
  ],
  translations: { en: { 'menu.dashboard': 'Dashboard' } },
};

function signInAs(defaultRole: '001' | null) {
  sessionStore.set(accessTokenAtom, fakeJwt(600));
  sessionStore.set(loggedUserAtom, {
    id: '1', firstName: 'Nimal', lastName: 'Silva', defaultRole, roles: defaultRole ? [defaultRole] : [], selectedLocalAuthority: null, selectedRecycler: null,
  });
}

jest.setTimeout(20_000);

describe('main layout', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.mocked(fetchRemoteRegistry).mockResolvedValue(registry as never);
  });

  it('renders the remote of the default role inside the layout', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByText('remote dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Nimal Silva');
    expect(loadRemoteModule).toHaveBeenCalledWith(registry.remotes[0]);
  });

  it('shows Retry, Reload and Home when the remote cannot be loaded, and Retry loads it again', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('manifest blocked')).mockResolvedValueOnce(adminModule);
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByText('This part of the dashboard could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Dashboard/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote dashboard')).toBeInTheDocument();
  });

  it('keeps the layout when a remote page throws while rendering', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost(<LayoutOrNotFound />, '/requests');
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('a user with no role gets the host template dashboard, without loading a remote', async () => {
    signInAs(null);
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(await screen.findByText(/An administrator must assign one/)).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('a layout path the module does not serve is a 404 inside the layout; an unknown path a 404 outside it', async () => {
    signInAs('001');
    jest.mocked(loadRemoteModule).mockResolvedValue(adminModule);
    const { unmount } = await renderHost(<LayoutOrNotFound />, '/hscodes');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    unmount();
    await renderHost(<LayoutOrNotFound />, '/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in', async () => {
    await renderHost(<LayoutOrNotFound />, '/dashboard');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });
});
