import { i18n } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import adminModule from '../src/module';

jest.setTimeout(60_000);

const COLOMBO = {
  id: 'LG-11001',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  province: 'western',
  provinceName: 'Western',
  district: 'Colombo',
  districtId: 'LK-11',
  councilType: 'MC',
  records: 3,
  monthsWithData: 4,
  lastEntryAt: '2026-03-01T04:30:00.000Z',
  accounts: 1,
};

describe('/local-authorities', () => {
  beforeAll(() => registerModule(adminModule));

  it('lists each authority with its completeness and a button to open its view', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/admin/local-authorities/search') return { status: 200, data: { rows: [COLOMBO], total: 1, year: 2026 } };
      if (config.url === '/master-data/get-la-types') return { status: 200, data: [{ id: 'MC', name: 'Municipal Council' }] };
      return { status: 200, data: [] };
    });
    await renderManifestPage(adminModule.routes, '/local-authorities');
    const table = await screen.findByTestId('local-authorities-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('Colombo MC')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Open: Colombo MC' })).toBeInTheDocument();
    expect(within(table).getByText('4/12')).toBeInTheDocument();
    expect(within(table).getByText('Municipal Council')).toBeInTheDocument();
    api.restore();
  });

  it("names the authority, its district and its province in the user's language", async () => {
    const api = fakeApi((config) => {
      if (config.url === '/admin/local-authorities/search') return { status: 200, data: { rows: [COLOMBO], total: 1, year: 2026 } };
      if (config.url === '/master-data/districts')
        return { status: 200, data: [{ id: 'LK-11', provinceId: 'LK-1', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' }] };
      if (config.url === '/master-data/provinces')
        return {
          status: 200,
          data: [{ id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்', localAuthorityCount: 1 }],
        };
      return { status: 200, data: [] };
    });
    await i18n.changeLanguage('ta');
    try {
      await renderManifestPage(adminModule.routes, '/local-authorities');
      const table = await screen.findByTestId('local-authorities-table', undefined, { timeout: 10_000 });
      expect(await within(table).findByText('Colombo மாநகர சபை')).toBeInTheDocument();
      expect(await within(table).findByText('கொழும்பு')).toBeInTheDocument();
      expect(await within(table).findByText('மேல்')).toBeInTheDocument();
      expect(within(table).queryByText('Colombo MC')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
      api.restore();
    }
  });

  it("says the spec's message when the council types cannot be fetched", async () => {
    const api = fakeApi((config) => {
      if (config.url === '/master-data/get-la-types') return { status: 500, data: {} };
      if (config.url === '/admin/local-authorities/search') return { status: 200, data: { rows: [], total: 0, year: 2026 } };
      return { status: 200, data: [] };
    });
    await renderManifestPage(adminModule.routes, '/local-authorities');
    expect(await screen.findByText('Failed to fetch council types', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('No local authorities found')).toBeInTheDocument();
    api.restore();
  });
});
