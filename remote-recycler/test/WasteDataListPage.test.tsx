import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WasteDataListPage } from '../src/features/wasteData/components/WasteDataListPage';
import { SAVED_RETURN } from './fixtures';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

function serve() {
  return fakeApi((config) =>
    config.url === '/recycler/search-waste-data-list'
      ? { status: 200, data: { rows: [SAVED_RETURN], total: 1 } }
      : { status: 404, data: { message: `unexpected ${config.url}` } },
  );
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
});
