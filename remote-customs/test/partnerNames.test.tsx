import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { CustomsLinesTable } from '../src/common/components/CustomsLinesTable';
import type { CustomsLine } from '../src/common/api/types';
import en from '../src/common/countryNames/en.json';
import si from '../src/common/countryNames/si.json';
import ta from '../src/common/countryNames/ta.json';
import { StatisticsCharts } from '../src/features/dashboard/components/StatisticsCharts';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

// Issue 43 screenshot walk: customs partners were shown by their ISO code in every language. Their names come
// from CLDR through Node (Chromium has no Sinhala region names), one file per language (ADR 0215).

const M49_TABLE = path.join(__dirname, '../../server/reference-data/comtrade/m49-iso3.tsv');

describe("the partner countries' names", () => {
  it('name every partner the UN M49 table maps to, in Sinhala and Tamil script, not English left in', () => {
    const codes = readFileSync(M49_TABLE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('m49\t'))
      .map((line) => line.split('\t')[1]!);
    expect(codes.length).toBeGreaterThan(240);
    for (const code of codes) {
      expect([code, en[code as keyof typeof en]]).toEqual([code, expect.any(String)]);
      // Written in the language's script, with no Latin word (an English fallback) left in.
      expect([code, si[code as keyof typeof si]]).toEqual([code, expect.stringMatching(/^[^A-Za-z]*[\u0D80-\u0DFF][^A-Za-z]*$/)]);
      expect([code, ta[code as keyof typeof ta]]).toEqual([code, expect.stringMatching(/^[^A-Za-z]*[\u0B80-\u0BFF][^A-Za-z]*$/)]);
    }
    expect([si.IND, ta.IND, en.IND]).toEqual(['ඉන්දියාව', 'இந்தியா', 'India']);
  });
});

const LINE: CustomsLine = {
  id: 'l-1',
  uploadId: 'u-1',
  lineNumber: 2,
  type: 'IMPORT',
  year: 2025,
  month: 3,
  hsCode: '39232100',
  hs6: '392321',
  description: 'Sacks and bags',
  partnerCountry: 'CHN',
  quantity: null,
  quantityUnit: 'kg',
  netWeightKg: 1200,
  value: 5000,
  currency: 'USD',
  sectorId: null,
  sectorName: null,
  fileName: 'march.csv',
};

function Lines() {
  const result = useQuery({ queryKey: ['lines-fixture'], queryFn: async () => ({ rows: [LINE], total: 1 }) });
  return (
    <CustomsLinesTable
      result={result}
      page={{ pageStart: 0, pageSize: 10, pageSort: 'ASC' }}
      onPageChange={() => undefined}
      testId="lines"
    />
  );
}

describe('customs pages name a partner in the user language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("the lines' partner column, in Tamil", async () => {
    await renderPage(<Lines />);
    await i18n.changeLanguage('ta');
    const table = await screen.findByTestId('lines');
    expect(await within(table).findByText('சீனா')).toBeInTheDocument();
    expect(within(table).queryByText('CHN')).toBeNull();
  });

  it('the tonnes by partner chart, in Sinhala', async () => {
    const row = { tonnes: 3, valueUsd: 900, importTonnes: 3, exportTonnes: 0, unknownWeightLines: 0 };
    const api = fakeApi((request) => {
      if (request.url === '/customs/statisticsGraphs')
        return { status: 200, data: { perYear: [{ year: 2025, ...row }], perMonth: [], topHsCodes: [] } };
      if (request.url === '/customs/partnerStatisticsGraphs')
        return { status: 200, data: { partners: [{ partnerCountry: 'IND', ...row }], others: null } };
      return { status: 200, data: { sectors: [] } };
    });
    await renderPage(<StatisticsCharts filter={{ type: 'IMPORT', year: 2025, toYear: 2025 }} />);
    await i18n.changeLanguage('si');
    const byPartner = await screen.findByTestId('stats-by-partner');
    expect(await within(byPartner).findByRole('rowheader', { name: 'ඉන්දියාව' })).toBeInTheDocument();
    api.restore();
  });
});
