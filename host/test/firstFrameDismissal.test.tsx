import { type RemoteModule, type RemoteRegistry, NO_FIRST_READS } from '@waste/shared';
import { screen, waitFor } from '@testing-library/react';
import { LayoutOrNotFound } from '../src/app/LayoutOrNotFound';
import { paintFirstFrame } from '../src/firstFrame/firstFrame';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';
import { loadRemoteModule } from '../src/remotes/loadRemoteModule';
import { adminRemote } from './fixtures/adminRemote';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

jest.mock('../src/remotes/fetchRemoteRegistry');
jest.mock('../src/remotes/loadRemoteModule');

const registry: RemoteRegistry = {
  remotes: [
    adminRemote({
      roles: ['001'],
      routes: ['/dashboard', '/requests', '/requests/:id'],
      headings: { '/dashboard': { en: 'Admin dashboard' }, '/requests': { en: 'Requests' }, '/requests/:id': { en: 'A request' } },
    }),
  ],
};

function Boom(): never {
  throw new Error('remote page broke');
}

const adminModule: RemoteModule = {
  namespace: 'admin-test',
  routes: [
    { path: 'dashboard', name: 'menu.dashboard', page: async () => () => <p>remote dashboard</p>, prefetch: NO_FIRST_READS },
    { path: 'requests', name: 'menu.requests', page: async () => Boom, prefetch: NO_FIRST_READS },
  ],
  translations: { en: async () => ({ default: { 'menu.dashboard': 'Dashboard', 'menu.requests': 'Requests' } }) },
};

const SLOW = { timeout: 10_000 };
const frame = () => document.getElementById('first-frame');

/** The shell as `main.js` starts it: the first frame painted for the address, then the layout rendered. */
async function openWithFirstFrame(path: string, loaded: Promise<RemoteModule>) {
  window.history.pushState({}, '', path);
  signInAs('001');
  jest.mocked(fetchRemoteRegistry).mockResolvedValue(registry as never);
  jest.mocked(loadRemoteModule).mockReturnValue(loaded);
  expect(paintFirstFrame(registry.remotes[0], new Promise(() => undefined))).toBe(true);
  await renderHost(<LayoutOrNotFound />, path);
}

describe('the shell takes the first frame away', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
  });

  it('once the page is drawn, not while the remote still loads', async () => {
    let loaded: (module: RemoteModule) => void = () => undefined;
    await openWithFirstFrame('/dashboard', new Promise((resolve) => (loaded = resolve)));
    expect(await screen.findByTestId('remote-loading', {}, SLOW)).toBeInTheDocument();
    expect(frame()?.querySelector('h3')).toHaveTextContent('Admin dashboard');
    loaded(adminModule);
    expect(await screen.findByText('remote dashboard', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('when the remote cannot be loaded (the error screen)', async () => {
    await openWithFirstFrame('/dashboard', Promise.reject(new Error('manifest blocked')));
    expect(await screen.findByText('This part of the dashboard could not be loaded', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('when the page throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openWithFirstFrame('/requests', Promise.resolve(adminModule));
    expect(await screen.findByTestId('remote-error', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('when the address is a 404 inside the layout', async () => {
    await openWithFirstFrame('/requests/7', Promise.resolve(adminModule));
    expect(frame()).not.toBeNull();
    expect(await screen.findByText('Page not found', {}, SLOW)).toBeInTheDocument();
    expect(frame()).toBeNull();
  });
});
