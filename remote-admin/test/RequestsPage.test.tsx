import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import adminModule from '../src/module';
import { prefetchRequests } from '../src/features/requests/api/prefetchRequests';
import { RequestsPage } from '../src/features/requests/components/RequestsPage';

jest.setTimeout(60_000);

const REQUEST = {
  id: '6f1c3a52-7f7e-4c57-9b57-0d2f1f7a1e11',
  kind: 'PARAMETERS',
  correction: null,
  recyclerId: null,
  recyclerName: null,
  localAuthorityId: 'LG-11001',
  localAuthorityName: 'Colombo MC',
  header: 'Collection leakage',
  description: 'Covered bins since March',
  changes: [{ parameter: 'level.collection', value: 'LOW' }],
  status: 0,
  seen: false,
  date: '2026-03-01T04:30:00.000Z',
  updatedAt: '2026-03-01T04:30:00.000Z',
  senderName: 'Colombo MC',
  senderEmail: 'colombo.mc@demo.lk',
  handledByName: null,
  reason: null,
};
const SHARE_REQUEST = {
  ...REQUEST,
  id: '7a2d4b63-8f8f-4d68-8c68-1e3f2f8b2f22',
  header: 'Burning and leakage',
  changes: [
    { parameter: 'level.collection', value: 'LOW' },
    { parameter: 'householdBurnShare', value: 0.45 },
  ],
  status: 1,
  seen: true,
};
const totals = (collected: number, disposed: number, burned: number) => ({
  generatedKg: 10_000_000,
  collectedKg: collected,
  recycledKg: 1_000_000,
  disposedKg: disposed,
  leakedKg: 500_000,
  burnedKg: burned,
});
const outcome = (collected: number, disposed: number, burned: number) => ({
  totals: totals(collected, disposed, burned),
  leakage: [],
  rates: {},
});
const WHAT_IF = {
  year: 2026,
  current: outcome(6_000_000, 3_000_000, 2_000_000),
  scenario: outcome(5_500_000, 2_800_000, 1_000_000),
  parameters: [
    { parameter: 'level.collection', current: 'MEDIUM', proposed: 'LOW' },
    { parameter: 'householdBurnShare', current: 0.594, proposed: 0.45 },
  ],
};

/** Complete asks first: the question says what completing does, then its Complete answers it. */
async function completeConfirmed(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByTestId('request-complete'));
  fireEvent.click(await screen.findByTestId('request-complete-confirm'));
}
const ALREADY = 'This request has already been discarded; it cannot be completed or discarded again';

describe('/requests', () => {
  beforeAll(() => registerModule(adminModule));

  it("says 'Failed to fetch requests' when the list cannot be read", async () => {
    const api = fakeApi(() => ({ status: 500, data: {} }));
    await renderManifestPage(adminModule.routes, '/requests');
    expect(await screen.findByText('Failed to fetch requests', undefined, { timeout: 10_000 })).toBeInTheDocument();
    api.restore();
  });

  it('opens a request with its proposed changes; a completion refused as already handled says why', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/requests/search') return { status: 200, data: { rows: [REQUEST], total: 1 } };
      if (config.url === `/requests/${REQUEST.id}`) return { status: 200, data: { ...REQUEST, status: 1, seen: true } };
      if (config.url === '/mfa/what-if') return { status: 200, data: WHAT_IF };
      if (config.url === `/requests/${REQUEST.id}/complete`)
        return { status: 409, data: { statusCode: 409, code: 'REQUEST_ALREADY_HANDLED', message: ALREADY } };
      return { status: 200, data: { rows: [], total: 0 } };
    });
    await renderManifestPage(adminModule.routes, '/requests');
    const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('Unseen')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls.find((call) => call.url === '/requests/search')?.data))).toMatchObject({
      pageStart: 0,
      pageSize: 25,
      pageSort: 'ASC',
    });

    fireEvent.click(within(table).getByTestId('request-open'));
    const drawer = await screen.findByTestId('request-drawer');
    expect(await within(drawer).findByText('Collection leakage level')).toBeInTheDocument();
    expect(within(drawer).getByTestId('request-status')).toHaveTextContent('Open');
    await completeConfirmed(drawer);
    const failure = await within(drawer).findByTestId('request-answer-error');
    expect(failure).toHaveTextContent('Another admin has already answered this request');
    expect(failure).toHaveTextContent(ALREADY);
    api.restore();
  });

  it('shows each change by name and unit beside its current value, and the effect on the MFA, before asking to complete', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/requests/search') return { status: 200, data: { rows: [SHARE_REQUEST], total: 1 } };
      if (config.url === `/requests/${SHARE_REQUEST.id}`) return { status: 200, data: SHARE_REQUEST };
      if (config.url === '/mfa/what-if') return { status: 200, data: WHAT_IF };
      if (config.url === `/requests/${SHARE_REQUEST.id}/complete`) return { status: 200, data: { ...SHARE_REQUEST, status: 2 } };
      return { status: 200, data: { rows: [], total: 0 } };
    });
    await renderManifestPage(adminModule.routes, '/requests');
    const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
    // The whole row opens, not only its date.
    fireEvent.click(await within(table).findByText('Burning and leakage'));
    const drawer = await screen.findByTestId('request-drawer');
    const level = await within(drawer).findByTestId('request-change-level.collection');
    await waitFor(() => expect(level).toHaveTextContent('Collection leakage levelMediumLow'), { timeout: 10_000 });
    expect(within(drawer).getByTestId('request-change-householdBurnShare')).toHaveTextContent(
      'Uncollected plastic burned by households59.4 %45 %',
    );
    const whatIf = api.calls.find((call) => call.url === '/mfa/what-if');
    expect(whatIf?.params).toMatchObject({ localAuthorityId: 'LG-11001' });
    expect(JSON.parse(String(whatIf?.data)).changes).toEqual(SHARE_REQUEST.changes);

    const effect = within(drawer).getByTestId('request-effect');
    expect(effect).toHaveTextContent('Effect on the');
    // Less controlled disposal is not called better; less burned is, less collected is worse.
    const trend = (total: string) => within(effect).getByTestId(`request-effect-${total}`).querySelector('[data-trend]');
    expect(trend('disposedKg')).toHaveTextContent('-200');
    expect(trend('disposedKg')).toHaveAttribute('data-trend', 'neutral');
    expect(trend('burnedKg')).toHaveTextContent('-1,000 (better)');
    expect(trend('collectedKg')).toHaveTextContent('-500 (worse)');

    fireEvent.click(within(drawer).getByTestId('request-complete'));
    const question = await screen.findByTestId('request-complete-modal');
    expect(question).toHaveTextContent('official MFA parameters of Colombo MC');
    expect(api.calls.some((call) => call.url?.endsWith('/complete'))).toBe(false);
    fireEvent.click(within(question).getByTestId('request-complete-confirm'));
    await waitFor(() => expect(api.calls.some((call) => call.url === `/requests/${SHARE_REQUEST.id}/complete`)).toBe(true));
    api.restore();
  });

  it('gives the Requests menu entry the unseen count, read again once a request is opened', async () => {
    let unseen = 2;
    const api = fakeApi((config) => {
      if (config.url === '/requests/unseen-count') return { status: 200, data: { unseen } };
      if (config.url === '/mfa/what-if') return { status: 200, data: WHAT_IF };
      if (config.url === '/requests/search') return { status: 200, data: { rows: [REQUEST], total: 1 } };
      if (config.url === `/requests/${REQUEST.id}`) {
        unseen = 1;
        return { status: 200, data: { ...REQUEST, status: 1, seen: true } };
      }
      return { status: 200, data: { rows: [], total: 0 } };
    });
    const useMenuCount = adminModule.routes.find((route) => route.path === 'requests')?.useMenuCount;
    expect(useMenuCount).toBeDefined();
    function MenuCountProbe() {
      return <output data-testid="menu-count-probe">{useMenuCount!() ?? ''}</output>;
    }
    const page = async () =>
      function WithProbe() {
        return (
          <>
            <MenuCountProbe />
            <RequestsPage />
          </>
        );
      };
    await renderManifestPage([{ path: 'requests', name: 'menu.requests', page, prefetch: prefetchRequests }], '/requests');
    await screen.findByTestId('menu-count-probe', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('menu-count-probe')).toHaveTextContent('2'), { timeout: 10_000 });
    const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
    fireEvent.click(await within(table).findByTestId('request-open'));
    await waitFor(() => expect(screen.getByTestId('menu-count-probe')).toHaveTextContent('1'), { timeout: 10_000 });
    api.restore();
  });
});
