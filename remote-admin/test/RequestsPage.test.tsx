import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import adminModule from '../src/module';
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
    expect(await within(drawer).findByText('level.collection')).toBeInTheDocument();
    expect(within(drawer).getByTestId('request-status')).toHaveTextContent('Open');
    fireEvent.click(within(drawer).getByTestId('request-complete'));
    const failure = await within(drawer).findByTestId('request-answer-error');
    expect(failure).toHaveTextContent('Another admin has already answered this request');
    expect(failure).toHaveTextContent(ALREADY);
    api.restore();
  });

  it('gives the Requests menu entry the unseen count, read again once a request is opened', async () => {
    let unseen = 2;
    const api = fakeApi((config) => {
      if (config.url === '/requests/unseen-count') return { status: 200, data: { unseen } };
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
    await renderManifestPage([{ path: 'requests', name: 'menu.requests', page }], '/requests');
    await screen.findByTestId('menu-count-probe', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('menu-count-probe')).toHaveTextContent('2'), { timeout: 10_000 });
    const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
    fireEvent.click(await within(table).findByTestId('request-open'));
    await waitFor(() => expect(screen.getByTestId('menu-count-probe')).toHaveTextContent('1'), { timeout: 10_000 });
    api.restore();
  });
});
