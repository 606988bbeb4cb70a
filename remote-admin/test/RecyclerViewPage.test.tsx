import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { RecyclerViewPage } from '../src/features/recyclers/components/RecyclerViewPage';
import { NEGOMBO_RECYCLER } from './fixtures';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(60_000);

const RECYCLER = { ...NEGOMBO_RECYCLER, status: 'SUSPENDED' };

const RETURN = {
  id: '0b0c6f6e-4c8e-4c59-9d3e-0f8f6b1f2a11',
  recyclerId: RECYCLER.id,
  recyclerName: RECYCLER.name,
  month: '2025-03',
  plasticType: 'HARD',
  openingStockKg: 100,
  closingStockKg: 250,
  intakeKg: 1000,
  outputKg: 700,
  rejectedKg: 150,
  createdAt: '2025-04-02T04:00:00.000Z',
  createdBy: { id: 'u-4', name: 'Kamal Silva' },
};

function serve() {
  const calls: { url: string; params: unknown; data: unknown }[] = [];
  const api = fakeApi((config) => {
    calls.push({
      url: String(config.url),
      params: config.params,
      data: config.data === undefined ? undefined : JSON.parse(String(config.data)),
    });
    if (config.url === `/recycler/view/${RECYCLER.id}`) return { status: 200, data: RECYCLER };
    if (config.url === '/recycler/search-waste-data-list') return { status: 200, data: { rows: [RETURN], total: 1 } };
    if (config.url === '/recycler/own-graph') {
      return {
        status: 200,
        data: {
          fromYear: 2025,
          toYear: 2026,
          months: [{ month: '2025-03', plasticType: 'HARD', intakeKg: 1000, outputKg: 700, rejectedKg: 150 }],
          outputByProductType: [
            {
              month: '2025-03',
              plasticType: 'HARD',
              productTypeId: 'HPT-FLK',
              productTypeName: 'Flakes',
              productTypeNameSi: 'පතුරු',
              productTypeNameTa: null,
              kg: 700,
            },
          ],
        },
      };
    }
    if (config.url === '/recycler/national-graph') {
      return {
        status: 200,
        data: {
          fromYear: 2025,
          toYear: 2026,
          months: [
            { month: '2025-03', recyclers: 4, intakeKg: 4000, outputKg: 3000, rejectedKg: 500, ownIntakeKg: 1000, ownOutputKg: 700 },
          ],
        },
      };
    }
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
  return { api, calls };
}

function renderView() {
  return renderAdminPage(<RecyclerViewPage />, { path: '/recycler/view/:id', route: `/recycler/view/${RECYCLER.id}` });
}

it("shows a recycler's details, its returns and both graphs as it sees them, read-only, naming it by recyclerId", async () => {
  const { api, calls } = serve();
  await renderView();

  const details = await screen.findByTestId('recycler-view-details', {}, { timeout: 15_000 });
  expect(details).toHaveTextContent('No. 9, Chilaw Road, Negombo');
  expect(details).toHaveTextContent('Gampaha');
  expect(details).toHaveTextContent('CEA/REC/2025/017');
  expect(details).toHaveTextContent('Suspended');

  const table = await screen.findByTestId('recycler-view-returns');
  await waitFor(() => expect(within(table).getByText('Mar 2025')).toBeInTheDocument());
  expect(within(table).getByText('1,000 kg')).toBeInTheDocument();
  // 1,000 of the nation's 4,000 kg.
  await waitFor(() => expect(screen.getByTestId('recycler-view-share')).toHaveTextContent('25'));
  expect(await screen.findByTestId('recycler-view-own-chart')).toBeInTheDocument();

  // Read-only: nothing to add or change a return with, no wizard link.
  expect(screen.queryByRole('button', { name: /add data/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /add/i })).not.toBeInTheDocument();
  expect(document.querySelector('a[href*="addData"]')).toBeNull();

  // The recycler's own calls, scoped by recyclerId; the client guard let them through for the registry.
  for (const url of ['/recycler/search-waste-data-list', '/recycler/own-graph', '/recycler/national-graph']) {
    expect(calls.find((call) => call.url === url)?.params).toEqual({ recyclerId: RECYCLER.id });
  }
  expect(calls.every((call) => !call.url.startsWith('/recycler/save'))).toBe(true);
  api.restore();
});

it("says so when the recycler's returns cannot be loaded", async () => {
  const api = fakeApi((config) => {
    if (config.url === `/recycler/view/${RECYCLER.id}`) return { status: 200, data: RECYCLER };
    if (config.url === '/recycler/national-graph') return { status: 500, data: {} };
    return { status: 500, data: { message: 'Database unavailable' } };
  });
  await renderView();
  expect(await screen.findByTestId('recycler-view-returns-error', {}, { timeout: 15_000 })).toHaveTextContent('Database unavailable');
  // Spec section 8: the national graph's failure reads 'Unknown error'.
  await waitFor(() => expect(screen.getByTestId('recycler-view-national-graph')).toHaveTextContent('Unknown error'));
  api.restore();
});
