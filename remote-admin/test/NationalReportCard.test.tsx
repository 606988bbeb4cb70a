import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { NationalReportCard } from '../src/features/nationalReport/components/NationalReportCard';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

const WESTERN = { id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்', localAuthorityCount: 49 };
const figure = (tonnes: number) => ({ tonnes, kind: 'reported' });
const ratio = { value: 0.5 };
const sdg = (level: string, name: string) => ({
  authorities: 49,
  id: level === 'PROVINCE' ? WESTERN.id : null,
  level,
  name,
  population: 6_000_000,
  generated: figure(1_000),
  collected: figure(500),
  controlled: figure(250),
  collectionRate: ratio,
  controlledRate: ratio,
  method: {},
});

function serve() {
  return fakeApi((config) => {
    if (config.url === '/mfa/mfa-national-summary') return { status: 200, data: { provinces: [{ id: WESTERN.id, name: WESTERN.name }] } };
    if (config.url === '/master-data/provinces') return { status: 200, data: [WESTERN] };
    if (config.url === '/mfa/sdg-11-6-1') {
      const { level } = config.params as { level: string };
      return { status: 200, data: sdg(level, level === 'PROVINCE' ? WESTERN.name : 'Sri Lanka') };
    }
    return { status: 404, data: { message: 'not here', code: 'NOT_FOUND' } };
  });
}

// Issue 43's screenshot walk: the SDG 11.6.1 table named the provinces in English on a Sinhala or Tamil page.
describe("the national report card's SDG table", () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['si', WESTERN.nameSi],
    ['ta', WESTERN.nameTa],
  ])('names each province in %s', async (language, name) => {
    const api = serve();
    await renderAdminPage(<NationalReportCard />);
    await act(() => i18n.changeLanguage(language));
    const table = await screen.findByTestId('national-sdg');
    await waitFor(() => expect(table).toHaveTextContent(name));
    expect(table).not.toHaveTextContent('Western');
    api.restore();
  });

  it("wraps its download buttons' words on a phone, so the Tamil XLSX button stays on the card", async () => {
    const api = serve();
    await renderAdminPage(<NationalReportCard />);
    for (const id of ['national-report-pdf', 'national-report-xlsx']) expect(screen.getByTestId(id)).toHaveStyle({ whiteSpace: 'normal' });
    api.restore();
  });
});
