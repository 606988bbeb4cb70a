import { fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { CustomsStatistics } from '../src/features/dashboard/components/CustomsStatistics';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

describe('the customs statistics’ choices', () => {
  it('show their labels (flow, from year, to year) and are named by them', async () => {
    const api = fakeApi((request) =>
      request.url === '/customs/graph-init-search'
        ? { status: 200, data: { importExportType: [{ id: '', name: 'Import/Export' }], years: [] } }
        : { status: 200, data: {} },
    );
    await renderPage(<CustomsStatistics />);
    const statistics = await screen.findByTestId('customs-statistics');
    for (const testId of ['customs-statistics-type', 'customs-statistics-year', 'customs-statistics-toYear']) {
      const filter = within(statistics).getByTestId(testId);
      const label = filter.querySelector('label')!;
      expect(label).toBeVisible();
      expect(within(filter).getByRole('combobox', { name: label.textContent! })).toBeInTheDocument();
    }
    api.restore();
  });
});
