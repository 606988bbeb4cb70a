import { fakeApi, viewportMatching } from '@waste/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WasteDataListPage } from '../src/features/wasteData/components/WasteDataListPage';
import { WASTE_SEARCH_OPTIONS, wasteRecord } from './fixtures';
import { impersonatingSuperAdmin, renderPage, WIDER_THAN_A_PHONE } from './renderPage';

jest.setTimeout(30_000);

function serve(search: () => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>) {
  return fakeApi((config) =>
    config.url === '/local-authority/init-waste-search' ? { status: 200, data: WASTE_SEARCH_OPTIONS } : search(),
  );
}

const searchBodies = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .filter((call) => call.url === '/local-authority/search-waste')
    .map((call) => ({ body: JSON.parse(String(call.data)), params: call.params }));

describe('/wasteData, the waste data list', () => {
  it('asks for the first page with the spec defaults and lists the rows with links to each record', async () => {
    const api = serve(() => ({ status: 200, data: { rows: [wasteRecord()], total: 30 } }));
    await renderPage(<WasteDataListPage />, { path: '/wasteData' });
    expect(await screen.findByText('WD-LG-11001-000001')).toHaveAttribute('href', '/wasteData/view/7b0f8f8e-4f7e-4c53-9a51-4a8a3f1e2d10');
    // One unit on the page: said once, in the quantity's column title (issue 39 rule 1).
    expect(screen.getByText('12.5')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').some((header) => header.textContent?.includes('(mt/day)'))).toBe(true);
    expect(screen.getByText('30 records')).toBeInTheDocument();
    expect(searchBodies(api)[0]).toEqual({ body: { pageStart: 0, pageSize: 25, pageSort: 'ASC' }, params: {} });
    api.restore();
  });

  it('stacks the filters full width on a phone and lines them up from 576 px', async () => {
    const api = serve(() => ({ status: 200, data: { rows: [], total: 0 } }));
    const phone = await renderPage(<WasteDataListPage />, { path: '/wasteData' });
    expect(await screen.findByTestId('waste-data-filters')).toHaveClass('ant-form-vertical');
    phone.unmount();
    const restoreViewport = viewportMatching(...WIDER_THAN_A_PHONE);
    try {
      await renderPage(<WasteDataListPage />, { path: '/wasteData' });
      expect(await screen.findByTestId('waste-data-filters')).toHaveClass('ant-form-inline');
    } finally {
      api.restore();
      restoreViewport();
    }
  });

  it('pages on the server: page 2 asks for rows from 25', async () => {
    const api = serve(() => ({ status: 200, data: { rows: [wasteRecord()], total: 30 } }));
    await renderPage(<WasteDataListPage />, { path: '/wasteData' });
    await screen.findByText('WD-LG-11001-000001');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(searchBodies(api).at(-1)?.body).toMatchObject({ pageStart: 25, pageSize: 25 }));
    api.restore();
  });

  it('applies the filters from the address from the first page', async () => {
    const api = serve(() => ({ status: 200, data: { rows: [], total: 0 } }));
    await renderPage(<WasteDataListPage />, {
      path: '/wasteData',
      route: '/wasteData?start=50&plastic=SOFT&frequency=RANGE&from=2025-01-01&to=2025-06-30&sort=DESC',
    });
    await screen.findByText('No waste data available');
    expect(searchBodies(api)[0].body).toEqual({
      pageStart: 50,
      pageSize: 25,
      pageSort: 'DESC',
      plasticType: 'SOFT',
      frequencyType: 'RANGE',
      fromDate: '2025-01-01',
      toDate: '2025-06-30',
    });
    api.restore();
  });

  it("counts one match as '1 record'", async () => {
    const api = serve(() => ({ status: 200, data: { rows: [wasteRecord()], total: 1 } }));
    await renderPage(<WasteDataListPage />, { path: '/wasteData' });
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    api.restore();
  });

  it("shows 'Error loading waste data' when the search fails, and retries", async () => {
    let fail = true;
    const api = serve(() => (fail ? { status: 500, data: {} } : { status: 200, data: { rows: [], total: 0 } }));
    await renderPage(<WasteDataListPage />, { path: '/wasteData' });
    expect(await screen.findByTestId('waste-data-error')).toHaveTextContent('Error loading waste data');
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('No waste data available')).toBeInTheDocument();
    api.restore();
  });

  it("says 'No waste data available' only once the empty answer is in, never while the first page loads", async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    const api = serve(() => new Promise((resolve) => (answer = resolve)));
    await renderPage(<WasteDataListPage />, { path: '/wasteData' });
    await waitFor(() => expect(searchBodies(api)).toHaveLength(1));
    expect(screen.queryByText('No waste data available')).not.toBeInTheDocument();
    answer({ status: 200, data: { rows: [], total: 0 } });
    expect(await screen.findByText('No waste data available')).toBeInTheDocument();
    api.restore();
  });

  it('sends the impersonated authority for a super admin acting as Colombo MC', async () => {
    const api = serve(() => ({ status: 200, data: { rows: [], total: 0 } }));
    await renderPage(<WasteDataListPage />, { path: '/wasteData', user: impersonatingSuperAdmin });
    await screen.findByText('No waste data available');
    expect(searchBodies(api)[0].params).toEqual({ localAuthorityId: 'LG-11001' });
    api.restore();
  });
});
