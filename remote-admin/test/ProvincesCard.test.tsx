import { i18n } from '@waste/shared';
import { fakeApi, registerModule, renderWithProviders } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import type { Province } from '../src/common/api/getProvinces';
import { ProvincesCard } from '../src/features/dashboard/components/ProvincesCard';
import adminModule from '../src/module';

jest.setTimeout(30_000);

// Names as the API serves them from shared/data/lk-admin/provinces.tsv.
const northWestern: Province = {
  id: 'LK-6',
  code: 'north_western',
  name: 'North Western',
  nameSi: 'වයඹ පළාත',
  nameTa: 'வட மேல் மாகாணம்',
  localAuthorityCount: 28,
} as Province;

describe("the super admin dashboard's provinces", () => {
  beforeAll(() => registerModule(adminModule));
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['en', 'North Western'],
    ['si', 'වයඹ පළාත'],
    ['ta', 'வட மேல் மாகாணம்'],
  ])('are named in %s, never by their code', async (language, name) => {
    const api = fakeApi(() => ({ status: 200, data: [northWestern] }));
    await renderWithProviders(<ProvincesCard />);
    await i18n.changeLanguage(language);
    const table = await screen.findByTestId('provinces-table');
    expect(await within(table).findByText(name)).toBeInTheDocument();
    expect(table).not.toHaveTextContent('north_western');
    api.restore();
  });
});
