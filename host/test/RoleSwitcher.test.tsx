import { actAsRequestAtom, createQueryClient, i18n, loggedUserAtom, sessionStore, type RoleCode } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { LocalAuthorityPicker } from '../src/roleSwitcher/LocalAuthorityPicker';
import { RoleSwitcher } from '../src/roleSwitcher/RoleSwitcher';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';
import { authorities, colomboInfo, colomboSelected, recyclers } from './roleSwitcherFixtures';

type Reply = { status: number; data?: unknown };
const ok = (data: unknown): Reply => ({ status: 200, data });

function api(overrides: Partial<Record<string, (config: InternalAxiosRequestConfig) => Reply>> = {}) {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => Reply> = {
    '/local-authority/search-la': () => ok({ rows: authorities, total: authorities.length }),
    '/local-authority/get-la-info': () => ok(colomboInfo),
    '/recycler/search': () => ok({ rows: recyclers, total: recyclers.length }),
    ...overrides,
  };
  return fakeApi((config) => routes[config.url ?? '']?.(config) ?? { status: 404 });
}

function renderSwitcher(queryClient = createQueryClient()) {
  return renderHost(
    <>
      <RoleSwitcher />
      <Routes>
        <Route path="/dashboard" element={<p>dashboard reached</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </>,
    '/requests',
    queryClient,
  );
}

async function choose(option: 'Super Admin' | 'Local Authority' | 'Recycler') {
  await userEvent.click(screen.getByTestId('role-switcher'));
  await userEvent.click(await screen.findByRole('menuitem', { name: option }));
}

// antd's modal and dropdown are slow to render under jsdom.
jest.setTimeout(60_000);

const callsTo = (calls: InternalAxiosRequestConfig[], url: string) => calls.filter((call) => call.url === url);

describe('role switcher', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it.each([[['001']], [['002']], [['003']], [['004']], [[]]] as RoleCode[][][])('is absent for roles %j', async (roles) => {
    signInAs(roles[0] ?? null, roles);
    await renderSwitcher();
    expect(screen.queryByTestId('role-switcher')).not.toBeInTheDocument();
  });

  it('shows the acting role for a super admin', async () => {
    signInAs('005');
    await renderSwitcher();
    expect(screen.getByTestId('role-switcher')).toHaveTextContent('Super Admin');
  });

  it('picks a local authority: loads its information, acts as 003 with it selected and goes to /dashboard', async () => {
    const fake = api();
    signInAs('005');
    await renderSwitcher();
    await choose('Local Authority');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Kandy MC/ });
    await userEvent.type(within(dialog).getByLabelText('Search by name, province or district'), 'COLOMBO');
    expect(within(dialog).queryByRole('button', { name: /Kandy MC/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Colombo MC/ }));

    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    const user = sessionStore.get(loggedUserAtom)!;
    expect(user.defaultRole).toBe('003');
    expect(user.selectedLocalAuthority).toEqual(colomboSelected);
    expect(JSON.parse(callsTo(fake.calls, '/local-authority/search-la')[0].data)).toEqual({
      pageStart: 0,
      pageSize: 1000,
      pageSort: 'ASC',
    });
    expect(callsTo(fake.calls, '/local-authority/get-la-info')[0].params).toEqual({ localAuthorityId: '1' });
    // The session is set in an effect once /dashboard shows: the label follows it a render later.
    await waitFor(() => expect(screen.getByTestId('role-switcher')).toHaveTextContent('Local Authority: Colombo MC'));
    fake.restore();
  });

  it.each([
    ['western', 'Colombo MC'],
    ['kandy', 'Kandy MC'],
  ])('filters local authorities by province or district (%s)', async (query, name) => {
    const fake = api();
    signInAs('005');
    await renderSwitcher();
    await choose('Local Authority');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Galle MC/ });
    await userEvent.type(within(dialog).getByLabelText('Search by name, province or district'), query);
    expect(within(dialog).getByTestId('picker-options').querySelectorAll('button')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    fake.restore();
  });

  it('picks a recycler found by its address or hotline, acts as 004 and goes to /dashboard', async () => {
    const fake = api();
    signInAs('005');
    await renderSwitcher();
    await choose('Recycler');
    const dialog = await screen.findByRole('dialog');
    const search = await within(dialog).findByLabelText('Search by name, address or hotline');
    await within(dialog).findByRole('button', { name: /Green Loop/ });
    await userEvent.type(search, 'matara');
    expect(within(dialog).queryByRole('button', { name: /Green Loop/ })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '0419');
    await userEvent.click(within(dialog).getByRole('button', { name: /EcoCycle/ }));

    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(sessionStore.get(loggedUserAtom)).toMatchObject({
      defaultRole: '004',
      selectedRecycler: recyclers[1],
      selectedLocalAuthority: null,
    });
    expect(JSON.parse(callsTo(fake.calls, '/recycler/search')[0].data)).toEqual({ pageStart: 0, pageSize: 1000, pageSort: 'ASC' });
    fake.restore();
  });

  it("names the authorities in the user's language: in the picker, and the one acted as on the switcher", async () => {
    // The session's own names, read nowhere else: get-la-info answers nothing.
    const fake = api({ '/local-authority/get-la-info': () => ({ status: 404 }) });
    signInAs('003', ['005']);
    sessionStore.set(loggedUserAtom, {
      ...sessionStore.get(loggedUserAtom)!,
      selectedLocalAuthority: colomboSelected,
    });
    try {
      await renderHost(
        <>
          <RoleSwitcher />
          <LocalAuthorityPicker open onClose={() => undefined} onPicked={() => undefined} />
        </>,
      );
      await act(() => i18n.changeLanguage('ta'));
      await waitFor(() => expect(screen.getByTestId('role-switcher')).toHaveTextContent('Colombo மாநகர சபை'));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('button', { name: /Kandy மாநகர சபை/ })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /Kandy MC/ })).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
      fake.restore();
    }
  });

  it('Super Admin returns to role 005, clears the selection and goes to /dashboard', async () => {
    signInAs('003', ['005']);
    sessionStore.set(loggedUserAtom, {
      ...sessionStore.get(loggedUserAtom)!,
      selectedLocalAuthority: colomboSelected,
    });
    await renderSwitcher();
    expect(screen.getByTestId('role-switcher')).toHaveTextContent('Local Authority: Colombo MC');
    await choose('Super Admin');
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(sessionStore.get(loggedUserAtom)).toMatchObject({ defaultRole: '005', selectedLocalAuthority: null, selectedRecycler: null });
  });

  it('switches from /dashboard itself, where going to /dashboard changes no path', async () => {
    signInAs('003', ['005']);
    await renderHost(
      <>
        <RoleSwitcher />
        <Routes>
          <Route path="/dashboard" element={<p>dashboard reached</p>} />
        </Routes>
      </>,
      '/dashboard',
    );
    await choose('Super Admin');
    await waitFor(() => expect(sessionStore.get(loggedUserAtom)?.defaultRole).toBe('005'));
  });

  it('acts as whom a page asked for, going to /dashboard first as the menu does', async () => {
    signInAs('005');
    await renderSwitcher();
    const asked = { ...sessionStore.get(loggedUserAtom)!, defaultRole: '003' as RoleCode };
    act(() => sessionStore.set(actAsRequestAtom, asked));
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get(loggedUserAtom)).toEqual(asked));
    expect(sessionStore.get(actAsRequestAtom)).toBeNull();
  });

  it("leaves the local authority's page before acting as Super Admin: that page never runs under the new role", async () => {
    signInAs('003', ['005']);
    sessionStore.set(loggedUserAtom, {
      ...sessionStore.get(loggedUserAtom)!,
      selectedLocalAuthority: colomboSelected,
    });
    const rolesSeenByTheList: (string | null)[] = [];
    function WasteDataList() {
      rolesSeenByTheList.push(useAtomValue(loggedUserAtom)?.defaultRole ?? null);
      return <p>waste data list</p>;
    }
    await renderHost(
      <>
        <RoleSwitcher />
        <Routes>
          <Route path="/dashboard" element={<p>dashboard reached</p>} />
          <Route path="/wasteData" element={<WasteDataList />} />
        </Routes>
      </>,
      '/wasteData',
    );
    await choose('Super Admin');
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get(loggedUserAtom)?.defaultRole).toBe('005'));
    expect(rolesSeenByTheList.length).toBeGreaterThan(0);
    expect(rolesSeenByTheList).not.toContain('005');
  });

  it("shows 'No local authorities found' for a search without a match and 'None available' for an empty list", async () => {
    const fake = api({ '/recycler/search': () => ok({ rows: [], total: 0 }) });
    signInAs('005');
    await renderSwitcher();
    await choose('Local Authority');
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Colombo MC/ });
    await userEvent.type(within(dialog).getByLabelText('Search by name, province or district'), 'jaffna');
    expect(within(dialog).getByText('No local authorities found')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await choose('Recycler');
    dialog = await screen.findByRole('dialog', { name: 'Choose a recycler' });
    expect(await within(dialog).findByText('None available')).toBeInTheDocument();
    fake.restore();
  });

  it("shows 'No recyclers found' for a recycler search without a match", async () => {
    const fake = api();
    signInAs('005');
    await renderSwitcher();
    await choose('Recycler');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Green Loop/ });
    await userEvent.type(within(dialog).getByLabelText('Search by name, address or hotline'), 'kurunegala');
    expect(within(dialog).getByText('No recyclers found')).toBeInTheDocument();
    fake.restore();
  });

  it("shows 'Failed to fetch local authorities' when the list cannot be loaded", async () => {
    const fake = api({ '/local-authority/search-la': () => ({ status: 500, data: { message: 'database down' } }) });
    signInAs('005');
    await renderSwitcher();
    await choose('Local Authority');
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent('Failed to fetch local authorities');
    fake.restore();
  });

  it('tries the list again when the picker is opened again after a failure', async () => {
    let fail = true;
    const fake = api({ '/local-authority/search-la': () => (fail ? { status: 500 } : ok({ rows: authorities, total: 3 })) });
    signInAs('005');
    await renderSwitcher();
    await choose('Local Authority');
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fail = false;
    await choose('Local Authority');
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: /Colombo MC/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    fake.restore();
  });

  it("shows the server's message, or 'An error occurred while searching recyclers', when recyclers cannot be loaded", async () => {
    const fake = api({ '/recycler/search': () => ({ status: 503, data: { message: 'Recycler registry is offline' } }) });
    signInAs('005');
    await renderSwitcher();
    await choose('Recycler');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Recycler registry is offline');
    fake.restore();

    const silent = api({ '/recycler/search': () => ({ status: 500 }) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while searching recyclers');
    silent.restore();
  });

  it('loads each list once per user, also across role switches, reloads it on Refresh, and loads again for another user', async () => {
    const fake = api();
    signInAs('005');
    const queryClient = createQueryClient();
    const { unmount } = await renderSwitcher(queryClient);
    await choose('Local Authority');
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Colombo MC/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await choose('Local Authority');
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Colombo MC/ });
    expect(callsTo(fake.calls, '/local-authority/search-la')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await within(dialog).findByRole('button', { name: /Colombo MC/ });
    expect(callsTo(fake.calls, '/local-authority/search-la')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: /Colombo MC/ }));
    await screen.findByText('dashboard reached');
    await choose('Local Authority');
    await within(await screen.findByRole('dialog')).findByRole('button', { name: /Kandy MC/ });
    expect(callsTo(fake.calls, '/local-authority/search-la')).toHaveLength(2);
    unmount();

    signInAs('005', ['005'], { id: '2' });
    await renderSwitcher(queryClient);
    await choose('Local Authority');
    await within(await screen.findByRole('dialog')).findByRole('button', { name: /Colombo MC/ });
    expect(callsTo(fake.calls, '/local-authority/search-la')).toHaveLength(3);
    fake.restore();
  });
});
