import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DistrictFigures } from '../src/features/nationalMap/api/getDistrictMap';
import { DistrictMapCard } from '../src/features/nationalMap/components/DistrictMapCard';
import boundaries from '../src/features/nationalMap/boundaries/districts.geo.json';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

const ids = boundaries.features.map((feature) => feature.id);

/**
 * Every district: Colombo (LK-11) with its names as the API serves them (shared/data/lk-admin/districts.tsv);
 * district i has i of 24 authorities reporting, collects i / 25 of its estimate and leaks i / 2.5 kg a person.
 */
const districts: DistrictFigures[] = ids.map((id, index) => ({
  districtId: id,
  districtName: id === 'LK-11' ? 'Colombo' : `District ${id}`,
  districtNameSi: id === 'LK-11' ? 'කොළඹ දිස්ත්‍රික්කය' : `District ${id}`,
  districtNameTa: id === 'LK-11' ? 'கொழும்பு மாவட்டம்' : `District ${id}`,
  provinceId: `LK-${id[3]}`,
  provinceName: `Province ${id[3]}`,
  provinceNameSi: `Province ${id[3]}`,
  provinceNameTa: `Province ${id[3]}`,
  authorities: 24,
  reporting: index,
  authoritiesWithData: index,
  population: 100_000,
  generatedKg: 2_500_000,
  collectedKg: index * 100_000,
  collectedShare: index / 25,
  leakedKg: index * 40_000,
  leakedKgPerCapita: index * 0.4,
}));

const paths = () => within(screen.getByTestId('district-map-svg')).getAllByRole('button');
const pathOf = (id: string) => paths().find((path) => path.getAttribute('data-district') === id)!;
const rowOf = (id: string) => screen.getByTestId('district-map-table').querySelector(`tr[data-district="${id}"]`) as HTMLElement;

async function renderMap() {
  const api = fakeApi((config) =>
    config.url === '/admin/district-map'
      ? { status: 200, data: { year: (config.params as { year: number }).year, districts } }
      : { status: 404, data: { message: 'not here', code: 'NOT_FOUND' } },
  );
  await renderAdminPage(<DistrictMapCard />);
  await waitFor(() => expect(rowOf('LK-11')).toBeTruthy());
  return api;
}

describe('the national map', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('draws the 25 districts coloured by class, each with the figure its table row gives', async () => {
    const api = await renderMap();
    expect(paths()).toHaveLength(25);
    // Completeness by fifths: 0/24 and 4/24 (17 %) in the first class, 5/24 (21 %) in the second, 20/24 (83 %) in the last.
    const classOf = (id: string) => pathOf(id).getAttribute('data-class');
    expect([classOf(ids[0]!), classOf(ids[4]!), classOf(ids[5]!), classOf(ids[20]!)]).toEqual(['0', '0', '1', '4']);
    expect(pathOf(ids[0]!).getAttribute('fill')).toBe(pathOf(ids[4]!).getAttribute('fill'));
    expect(pathOf(ids[0]!).getAttribute('fill')).not.toBe(pathOf(ids[5]!).getAttribute('fill'));
    const legend = screen.getByTestId('district-map-legend');
    expect(within(legend).getByText('0 % to under 20 %')).toBeInTheDocument();
    expect(within(legend).getByText('80 % or more')).toBeInTheDocument();

    for (const path of paths()) {
      const [name, value] = path.getAttribute('aria-label')!.split(': ');
      const row = rowOf(path.getAttribute('data-district')!);
      expect(row).toHaveTextContent(name!);
      expect(row).toHaveTextContent(value!);
    }
    expect(pathOf('LK-11')).toHaveAccessibleName('Colombo: 0 %');
    api.restore();
  });

  it('recolours by leakage per person in round steps up to the largest district', async () => {
    const api = await renderMap();
    fireEvent.click(screen.getByRole('radio', { name: 'Leakage per person' }));
    // The largest is 24 × 0.4 = 9.6 kg: steps of 2 kg (9.6 / 5 rounded up to 2).
    const legend = screen.getByTestId('district-map-legend');
    await waitFor(() => expect(within(legend).getByText('8 kg or more')).toBeInTheDocument());
    expect(within(legend).getByText('0 kg to under 2 kg')).toBeInTheDocument();
    expect(pathOf(ids[5]!)).toHaveAccessibleName(`District ${ids[5]}: 2 kg`);
    expect(pathOf(ids[5]!).getAttribute('data-class')).toBe('1');
    expect(pathOf(ids[24]!).getAttribute('data-class')).toBe('4');
    expect(rowOf(ids[24]!)).toHaveTextContent('9.6 kg');
    api.restore();
  });

  it('lets the keyboard choose a district, which marks its row, named in the language of the page', async () => {
    const api = await renderMap();
    await act(() => i18n.changeLanguage('si'));
    const colombo = pathOf('LK-11');
    expect(colombo).toHaveAttribute('tabindex', '0');
    expect(colombo).toHaveAccessibleName('කොළඹ දිස්ත්‍රික්කය: 0 %');
    act(() => colombo.focus());
    fireEvent.keyDown(colombo, { key: 'Enter' });
    await waitFor(() => expect(pathOf('LK-11')).toHaveAttribute('aria-pressed', 'true'));
    expect(rowOf('LK-11')).toHaveClass('ant-table-row-selected');
    expect(screen.getByTestId('district-map-selected')).toHaveTextContent('කොළඹ දිස්ත්‍රික්කය: 0 %');
    await act(() => i18n.changeLanguage('ta'));
    expect(pathOf('LK-11')).toHaveAccessibleName('கொழும்பு மாவட்டம்: 0 %');
    api.restore();
  });
});
