import { i18n } from '@waste/shared';
import { fakeApi, viewportMatching } from '@waste/shared/testing';
import { WIDER_THAN_A_PHONE } from './renderPage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WasteCollectionSummary } from '../src/common/components/WasteCollectionSummary';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const zero = { collectedKg: 0, recycledKg: 0, recoveredKg: 0, rejectedKg: 0, discardedKg: 0 };
const COLLECTION = {
  localAuthorityId: 'LG-11001',
  year: 2025,
  years: [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017],
  months: Array.from({ length: 12 }, (_, index) =>
    index === 4 ? { month: 5, ...zero, collectedKg: 372_000, recycledKg: 24_800 } : { month: index + 1, ...zero },
  ),
  totals: { ...zero, collectedKg: 372_000, recycledKg: 24_800 },
};

describe('the waste collection summary of the dashboard', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the totals of the year in tonnes and a monthly chart', async () => {
    const api = fakeApi(() => ({ status: 200, data: COLLECTION }));
    await renderPage(<WasteCollectionSummary scope={{}} authorityName="Colombo MC" />);
    expect(await screen.findByTestId('total-collectedKg')).toHaveTextContent('372');
    expect(screen.getByTestId('total-recycledKg')).toHaveTextContent('24.8');
    const chart = screen.getByRole('figure', { name: /^Colombo MC: plastic waste by month/ });
    expect(chart).toHaveAttribute('data-testid', 'bar-chart');
    // Twelve months on its axis, one column a measure in each month's group.
    const svg = await within(chart).findByRole('img', { name: /^Colombo MC: plastic waste by month/ });
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['Jan', 'May', 'Dec', 'Collected', 'Rejected']),
    );
    expect(svg.querySelectorAll('.visx-bar')).toHaveLength(48);
    expect(within(within(chart).getByRole('table')).getByRole('row', { name: /^May/ })).toHaveTextContent('May372.0 t24.8 t0.0 t0.0 t');
    expect(JSON.parse(String(api.calls[0].data))).toEqual({ year: expect.any(Number) });
    api.restore();
  });

  it("shows 'Error loading Local Authority waste data' when the call fails", async () => {
    const api = fakeApi(() => ({ status: 500, data: {} }));
    await renderPage(<WasteCollectionSummary scope={{}} authorityName="Colombo MC" />);
    expect(await screen.findByText('Error loading Local Authority waste data')).toBeInTheDocument();
    api.restore();
  });

  it("leaves the card's head to the title on a phone, with the year and the download above the totals", async () => {
    const api = fakeApi(() => ({ status: 200, data: COLLECTION }));
    await renderPage(<WasteCollectionSummary scope={{}} authorityName="Colombo MC" />);
    await screen.findByTestId('total-collectedKg');
    expect(screen.getByTestId('collection-controls').closest('.ant-card-head')).toBeNull();
    api.restore();
  });

  it("puts the year and the download in the card's head from 576 px up", async () => {
    const restoreViewport = viewportMatching(...WIDER_THAN_A_PHONE);
    const api = fakeApi(() => ({ status: 200, data: COLLECTION }));
    try {
      await renderPage(<WasteCollectionSummary scope={{}} authorityName="Colombo MC" />);
      await screen.findByTestId('total-collectedKg');
      expect(screen.getByTestId('collection-controls').closest('.ant-card-head')).not.toBeNull();
    } finally {
      api.restore();
      restoreViewport();
    }
  });

  it("shows its skeleton while another year loads, not the last year's chart, and offers the download once that year's chart is drawn", async () => {
    let release = () => undefined as void;
    const api = fakeApi(async (config) => {
      const { year } = JSON.parse(String(config.data)) as { year: number };
      if (year === 2024) await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, data: { ...COLLECTION, year } };
    });
    await renderPage(<WasteCollectionSummary scope={{}} authorityName="Colombo MC" />);
    await screen.findByTestId('bar-chart');
    expect(screen.getByTestId('chart-download')).toBeEnabled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByTitle('2024'));
    expect(await screen.findByTestId('waste-collection-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
    expect(screen.getByTestId('chart-download')).toBeDisabled();

    release();
    expect(await screen.findByRole('figure', { name: 'Colombo MC: plastic waste by month, 2024 (tonnes)' })).toBeInTheDocument();
    expect(screen.getByTestId('chart-download')).toBeEnabled();
    expect(screen.queryByTestId('waste-collection-loading')).toBeNull();
    api.restore();
  });

  it.each([
    ['en', ['PDF document', 'PNG image', 'CSV data', 'SVG image']],
    ['si', ['PDF ලේඛනය', 'PNG රූපය']],
    ['ta', ['PDF ஆவணம்', 'PNG படம்']],
  ])('offers the chart downloads of spec section 9 in %s', async (language, formats) => {
    const api = fakeApi(() => ({ status: 200, data: COLLECTION }));
    await renderPage(<WasteCollectionSummary scope={{}} authorityName="Colombo MC" />);
    await i18n.changeLanguage(language);
    await screen.findByTestId('bar-chart');
    fireEvent.click(screen.getByTestId('chart-download'));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(formats));
    api.restore();
  });
});
