import {
  accessTokenAtom,
  i18n,
  initI18n,
  notificationsAtom,
  registerTranslations,
  sessionStore,
  useToast,
  NO_FIRST_READS,
  type RemoteModule,
} from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HeaderBar } from '../src/layout/HeaderBar';
import { AppConfigProvider } from '../src/settings/AppConfigProvider';
import { CurrentPath, resetAppSettings, signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

const page = async () => () => null;

const recyclerModule: RemoteModule = {
  namespace: 'recycler-test',
  routes: [
    { path: 'dashboard', name: 'menu.dashboard', page, prefetch: NO_FIRST_READS },
    { path: 'wasteData', name: 'menu.wasteData', group: { name: 'menu.data', icon: null }, page, prefetch: NO_FIRST_READS },
    { path: 'wasteData/view/:id', name: 'menu.wasteRecord', hideInMenu: true, page, prefetch: NO_FIRST_READS },
    { path: 'wasteData/addData', name: 'menu.addWasteData', hideInMenu: true, page, prefetch: NO_FIRST_READS },
  ],
  translations: {},
};

function RaiseToast() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Waste data saved successfully!')}>raise success</button>
      <button onClick={() => toast.error('Upload failed')}>raise error</button>
    </>
  );
}

async function renderHeader(route = '/dashboard') {
  await initI18n();
  registerTranslations('recycler-test', {
    en: {
      'menu.dashboard': 'Dashboard',
      'menu.data': 'Data',
      'menu.wasteData': 'Waste data',
      'menu.wasteRecord': 'Waste record',
      'menu.addWasteData': 'Add waste data',
    },
  });
  const rendered = await renderHost(
    <AppConfigProvider>
      <HeaderBar module={recyclerModule} />
      <RaiseToast />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </AppConfigProvider>,
    route,
  );
  // The page search is a chunk of its own, drawn once its code is there.
  await screen.findByRole('combobox');
  return rendered;
}

async function choose(text: string) {
  const matches = await screen.findAllByText(text);
  await userEvent.click(matches[matches.length - 1]);
}

describe('header (spec section 2)', () => {
  beforeEach(() => {
    resetAppSettings();
    signInAs('004');
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('Ctrl+K and Cmd+K focus the page search', async () => {
    await renderHeader();
    const search = screen.getByRole('combobox');
    expect(search).not.toHaveFocus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(search).toHaveFocus();
    search.blur();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(search).toHaveFocus();
  });

  it('finds a template page by name, case-insensitively, and opens it', async () => {
    await renderHeader();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('LINE ch');
    await choose('Line Chart');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/line-chart');
  });

  it("finds the current role's menu pages, inside groups too", async () => {
    await renderHeader();
    await userEvent.type(screen.getByRole('combobox'), 'waste');
    await choose('Waste data');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/wasteData');
  });

  it('does not list a record page (it needs an id)', async () => {
    await renderHeader();
    await userEvent.type(screen.getByRole('combobox'), 'record');
    expect(await screen.findByText('No matching pages')).toBeInTheDocument();
  });

  it('Enter opens the first match without an arrow key', async () => {
    await renderHeader();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('waste');
    await screen.findByText('Waste data');
    // rc-select reads the key's `which`, which user-event leaves 0 in jsdom.
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter', keyCode: 13, which: 13 });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/wasteData');
  });

  it.each([
    ['add waste', 'Add waste data', '/wasteData/addData'],
    ['profile', 'Profile', '/profile'],
    ['calendar', 'Calendar', '/calendar'],
  ])('finds a page outside the menu: %s', async (query, label, path) => {
    await renderHeader();
    await userEvent.type(screen.getByRole('combobox'), query);
    await choose(label);
    expect(screen.getByTestId('current-path')).toHaveTextContent(path);
  });

  it('the user menu opens the calendar', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Calendar/ }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/calendar');
  });

  it('the user menu entry Support opens the Help page', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Support/ }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/help');
  });

  it.each(['Edit profile', 'Account settings'])('the user menu entry %s opens /profile', async (entry) => {
    await renderHeader();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Nimal Silva');
    expect(screen.getByTestId('user-initials')).toHaveTextContent('NS');
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(entry) }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/profile');
  });

  it('sign out revokes the refresh token, clears the session and goes to /signin', async () => {
    const api = fakeApi(() => ({ status: 204 }));
    sessionStore.set(accessTokenAtom, sessionStore.get(accessTokenAtom));
    localStorage.setItem('refreshToken', 'r1');
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    expect(await screen.findByText('/signin')).toBeInTheDocument();
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    api.restore();
  });

  it('a toast answers the action and is kept in the app settings, but not echoed in the bell, which lists events only', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'raise success' }));
    await userEvent.click(screen.getByRole('button', { name: 'raise error' }));
    expect(await screen.findAllByText('Waste data saved successfully!')).not.toHaveLength(0);
    const bell = screen.getByRole('button', { name: 'Notifications (0)' });
    await userEvent.click(bell);
    const list = await screen.findByTestId('notifications');
    expect(within(list).queryByText('Waste data saved successfully!')).not.toBeInTheDocument();
    expect(within(list).queryByText('Upload failed')).not.toBeInTheDocument();
    expect(within(list).getByText('No notifications')).toBeInTheDocument();
    // Spec sections 3 and 9: the app settings keep each toast, its id the timestamp (one millisecond on for a clash).
    expect(sessionStore.get(notificationsAtom)).toEqual([
      { id: 1_700_000_000_000, kind: 'success', text: 'Waste data saved successfully!' },
      { id: 1_700_000_000_001, kind: 'error', text: 'Upload failed' },
    ]);
  });

  it('switching to Sinhala or Tamil translates the header, sets <html lang> and is cached', async () => {
    await renderHeader();
    await userEvent.click(screen.getByTestId('language-switcher'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'සිංහල' }));
    expect(await screen.findByRole('button', { name: /^ගිණුම් මෙනුව/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('si');
    expect(localStorage.getItem('i18nextLng')).toBe('si');
    await act(() => i18n.changeLanguage('ta'));
    expect(screen.getByRole('button', { name: /^கணக்கு மெனு/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
  });
});
