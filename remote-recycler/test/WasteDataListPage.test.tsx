import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WasteDataListPage } from '../src/features/wasteData/components/WasteDataListPage';
import { SAVED_RETURN } from './fixtures';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const SENT = [
  {
    id: 'c-2',
    date: '2025-05-02T04:00:00.000Z',
    header: 'Replace return 2025-04, soft plastic',
    status: 0,
    statusLabel: 'pending',
    seen: false,
    reason: null,
    correction: {
      recordKind: 'RECYCLER_RETURN',
      recordId: 'rt-4',
      recordLabel: '2025-04, soft plastic',
      void: false,
      reason: 'Output typed twice',
    },
  },
  {
    id: 'c-1',
    date: '2025-04-20T04:00:00.000Z',
    header: 'Void return 2025-03, hard plastic',
    status: 3,
    statusLabel: 'rejected',
    seen: true,
    reason: 'The weighbridge slips agree with the return',
    correction: {
      recordKind: 'RECYCLER_RETURN',
      recordId: SAVED_RETURN.id,
      recordLabel: '2025-03, hard plastic',
      void: true,
      reason: 'Entered twice',
    },
  },
];

function serve(sent: { status: number; data: unknown } = { status: 200, data: SENT }) {
  return fakeApi((config) => {
    if (config.url === '/recycler/search-waste-data-list') return { status: 200, data: { rows: [SAVED_RETURN], total: 1 } };
    if (config.url === '/recycler/sent-corrections') return sent;
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
}

const searchBodies = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.url === '/recycler/search-waste-data-list').map((call) => JSON.parse(String(call.data)));

describe('/wasteData, the list of returns', () => {
  it('shows the filters the address holds, lists the returns with a link to each, and offers Add data', async () => {
    const api = serve();
    await renderPage(<WasteDataListPage />, { path: '/wasteData', route: '/wasteData?year=2025&plastic=HARD' });
    const table = await screen.findByTestId('recycler-returns-table');
    expect(await within(table).findByText('Mar 2025')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/wasteData/view/${SAVED_RETURN.id}`);
    expect(within(screen.getByTestId('return-filters')).getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByTestId('add-recycler-data').closest('a')).toHaveAttribute('href', '/wasteData/addData');
    expect(searchBodies(api)[0]).toEqual({ pageStart: 0, pageSize: 25, pageSort: 'ASC', year: 2025, plasticType: 'HARD' });
    api.restore();
  });

  it('searches again from the first page without filters after Reset', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<WasteDataListPage />, { path: '/wasteData', route: '/wasteData?start=25&year=2025' });
    await screen.findByTestId('recycler-returns-table');
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(searchBodies(api).at(-1)).toEqual({ pageStart: 0, pageSize: 25, pageSort: 'ASC' }));
    expect(within(screen.getByTestId('return-filters')).getByLabelText('Year')).toHaveValue('');
    api.restore();
  });

  it('lists the corrections asked for: the return, void or replace, why, and the answer with its reason', async () => {
    const api = serve();
    await renderPage(<WasteDataListPage />, { path: '/wasteData', route: '/wasteData' });
    const sent = await screen.findByTestId('sent-corrections-table');
    await within(sent).findByText('Output typed twice');
    const [pending, rejected] = within(sent).getAllByRole('row').slice(1);
    // The answer next to the date (issue 39 rule 1), then the return, void or replace, and why.
    expect(pending).toHaveTextContent(/Pending.*Apr 2025, Soft plastic.*Replace it with corrected figures.*Output typed twice/);
    expect(within(pending).getByRole('link')).toHaveAttribute('href', '/wasteData/view/rt-4');
    expect(rejected).toHaveTextContent(
      /Rejected.*Reason: The weighbridge slips agree.*Mar 2025, Hard plastic.*Void the return.*Entered twice/,
    );
    expect(api.calls.find((call) => call.url === '/recycler/sent-corrections')?.params).toEqual({});
    api.restore();
  });

  it('says when no correction was asked for', async () => {
    const empty = serve({ status: 200, data: [] });
    await renderPage(<WasteDataListPage />, { path: '/wasteData', route: '/wasteData' });
    expect(await within(screen.getByTestId('sent-corrections')).findByText('No corrections sent')).toBeInTheDocument();
    empty.restore();
  });

  it('says the failure of the sent list and offers Retry', async () => {
    const api = serve({ status: 500, data: {} });
    await renderPage(<WasteDataListPage />, { path: '/wasteData', route: '/wasteData' });
    const failure = await screen.findByTestId('sent-corrections-error', {}, { timeout: 10_000 });
    expect(failure).toHaveTextContent('Failed to fetch data');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    api.restore();
  });
});
