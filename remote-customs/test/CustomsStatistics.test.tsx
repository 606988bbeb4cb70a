import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { CustomsStatistics } from '../src/features/dashboard/components/CustomsStatistics';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

describe('the customs statistics’ choices', () => {
  it('open with what they are drawn from, under their title, as the dashboard’s route says (the first frame paints it)', async () => {
    const api = fakeApi(() => new Promise(() => undefined));
    await renderPage(<CustomsStatistics />);
    expectOpensWithRouteIntro(await screen.findByTestId('customs-statistics'), 'dashboard', { routes, english });
    api.restore();
  });

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

describe('the customs statistics while the years are awaited', () => {
  it("hold the place of the years' answer, so that the cards below do not move (ADR 0276)", async () => {
    let reply: (value: { status: number; data: unknown }) => void = () => undefined;
    const api = fakeApi(() => new Promise((resolve) => (reply = resolve)));
    await renderPage(<CustomsStatistics />);
    const statistics = await screen.findByTestId('customs-statistics');
    expect(statistics.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: '130px' });
    reply({ status: 200, data: { importExportType: [{ id: '', name: 'Import/Export' }], years: [] } });
    expect(await within(statistics).findByText('No customs data yet')).toBeInTheDocument();
    expect(statistics.querySelector('[aria-busy="true"]')).toBeNull();
    api.restore();
  });
});

describe('the customs statistics’ charts (issue 38)', () => {
  const both = (year: number, importTonnes: number, exportTonnes: number) => ({
    year,
    tonnes: importTonnes + exportTonnes,
    valueUsd: 1000,
    importTonnes,
    exportTonnes,
  });
  function answer(url: string | undefined) {
    if (url === '/customs/graph-init-search') return { importExportType: [{ id: '', name: 'Import/Export' }], years: [2025, 2024] };
    if (url === '/customs/statisticsGraphs')
      return {
        perYear: [both(2024, 5000, 1000), both(2025, 6639, 1380)],
        perMonth: [],
        topHsCodes: [{ hsCode: '392321', description: 'Sacks and bags (including cones), of polymers of ethylene', ...both(0, 7, 2) }],
      };
    if (url === '/customs/partnerStatisticsGraphs')
      return { partners: [{ partnerCountry: 'CHN', ...both(0, 4, 1) }], others: { partners: 3, ...both(0, 1, 1) } };
    return { sectors: [] };
  }

  it('draws Import/Export as two series, imports and exports, under a title naming the flow, the years and the unit', async () => {
    const api = fakeApi((request) => ({ status: 200, data: answer(request.url) }));
    await renderPage(<CustomsStatistics />);
    const perYear = await screen.findByTestId('stats-per-year');
    const table = await within(perYear).findByRole('table', { name: 'Tonnes per year – Import/Export, 2024–2025 (tonnes)' });
    expect(within(table).getByRole('columnheader', { name: 'Import' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Export' })).toBeInTheDocument();
    const row2025 = within(table).getByRole('row', { name: /2025/ });
    expect(row2025).toHaveTextContent(/6,639/);
    expect(row2025).toHaveTextContent(/1,380/);
    expect(row2025).not.toHaveTextContent(/8,019/);

    // HS codes with their descriptions; partners with the rest together.
    const top = screen.getByTestId('stats-top-hs');
    expect(await within(top).findByRole('rowheader', { name: /^392321 Sacks and bags/ })).toBeInTheDocument();
    const byPartner = screen.getByTestId('stats-by-partner');
    expect(
      await within(byPartner).findByRole('table', { name: 'Tonnes by partner country – Import/Export, 2024–2025 (tonnes)' }),
    ).toBeInTheDocument();
    expect(within(byPartner).getByRole('rowheader', { name: 'Other countries (3)' })).toBeInTheDocument();
    api.restore();
  });
});
