import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { CustomsStatistics } from '../src/features/dashboard/components/CustomsStatistics';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

const row = (unknownWeightLines: number) => ({ tonnes: 5, valueUsd: 1000, importTonnes: 5, exportTonnes: 0, unknownWeightLines });

function answer(url: string | undefined) {
  if (url === '/customs/graph-init-search') return { importExportType: [{ id: '', name: 'Import/Export' }], years: [2017, 2016] };
  if (url === '/customs/statisticsGraphs')
    return {
      perYear: [
        { year: 2016, ...row(0) },
        { year: 2017, ...row(12) },
      ],
      perMonth: [{ month: 1, ...row(0) }],
      topHsCodes: [{ hsCode: '392321', description: 'Sacks and bags', ...row(1) }],
    };
  if (url === '/customs/partnerStatisticsGraphs') return { partners: [{ partnerCountry: 'USA', ...row(2) }], others: null };
  return { sectors: [{ sectorId: 'PACKAGING', sectorName: 'Packaging', tonnes: 5, valueUsd: 1000, unknownWeightLines: 3 }] };
}

afterEach(() => i18n.changeLanguage('en'));

describe('customs charts say how many lines of unknown weight their tonnes leave out (issue 38)', () => {
  it("notes each chart's own count, none where every weight is known, in English and Tamil", async () => {
    const api = fakeApi((request) => ({ status: 200, data: answer(request.url) }));
    await renderPage(<CustomsStatistics />);
    expect(await screen.findByTestId('stats-per-year-unknown-weight')).toHaveTextContent(
      '12 lines of unknown weight are not in these tonnes',
    );
    expect(screen.getByTestId('stats-top-hs-unknown-weight')).toHaveTextContent('1 line of unknown weight is not in these tonnes');
    expect(screen.getByTestId('stats-by-partner-unknown-weight')).toHaveTextContent('2 lines');
    expect(screen.getByTestId('stats-by-sector-unknown-weight')).toHaveTextContent('3 lines');
    expect(screen.queryByTestId('stats-per-month-unknown-weight')).toBeNull();
    await i18n.changeLanguage('ta');
    expect(await screen.findByTestId('stats-per-year-unknown-weight')).toHaveTextContent(
      'எடை தெரியாத 12 வரிசைகள் இந்தத் தொன் அளவில் சேர்க்கப்படவில்லை',
    );
    api.restore();
  });
});
