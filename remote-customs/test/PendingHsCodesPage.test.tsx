import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HS_PAGE_CACHE_KEY } from '../src/common/api/hsCodePageCache';
import { PendingHsCodesPage } from '../src/features/pendingHsCodes/components/PendingHsCodesPage';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';
import { SEARCH_OPTIONS } from './hsCodeFixtures';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

const pending = {
  id: '390120',
  hsCode: '390120',
  description: 'Polyethylene, specific gravity of 0.94 or more',
  level: 6,
  chapter: '39',
  heading: '3901',
  inNomenclature: true,
  sectorId: null,
  sectorName: null,
  lineCount: 1,
};
const init = { ...SEARCH_OPTIONS, version: '4' };

afterEach(() => window.localStorage.clear());

describe('/pending-hscodes', () => {
  it('opens with the intro its route names (the first frame paints it), the second saying how to choose codes for the button', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/hscode/init-search') return { status: 200, data: init };
      return { status: 200, data: { rows: [pending], total: 1, version: '4' } };
    });
    await renderPage(<PendingHsCodesPage />, { path: '/pending-hscodes' });
    const button = await screen.findByTestId('assign-selected');
    expectOpensWithRouteIntro(button.closest('.ant-card')!, 'pending-hscodes', { routes, english });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(english['pending.selectHint']);
    api.restore();
  });

  it('gives a pending code the chosen sector, drops the cached HS code pages and lists what is still pending', async () => {
    window.localStorage.setItem(HS_PAGE_CACHE_KEY, JSON.stringify({ version: '4', pages: {} }));
    let assigned = false;
    const api = fakeApi((config) => {
      if (config.url === '/hscode/init-search') return { status: 200, data: init };
      if (config.url === '/hscode/search-new')
        return { status: 200, data: { rows: assigned ? [] : [pending], total: assigned ? 0 : 1, version: '4' } };
      if (config.url === '/hscode/edit/390120')
        return { status: 200, data: { hsCode: pending, sectors: [{ id: 'AGRICULTURE', name: 'Agriculture', source: 'PlastChain' }] } };
      if (config.url === '/hscode/update') {
        assigned = true;
        return { status: 200, data: { updated: 1, version: '5' } };
      }
      return { status: 200, data: { sectors: [] } };
    });
    await renderPage(<PendingHsCodesPage />, { path: '/pending-hscodes' });
    fireEvent.click(await screen.findByTestId('assign-390120'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Agriculture'));
    fireEvent.click(within(dialog).getByTestId('assign-sector-ok'));

    expect((await screen.findAllByText('Sector assigned to 1 code')).length).toBeGreaterThanOrEqual(1);
    const update = api.calls.find((call) => call.url === '/hscode/update');
    expect(JSON.parse(String(update?.data))).toEqual({ hsCodes: ['390120'], sectorId: 'AGRICULTURE' });
    expect(window.localStorage.getItem(HS_PAGE_CACHE_KEY)).toBeNull();
    expect(await screen.findByText('No pending HS codes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    api.restore();
  });

  it("says 'Failed to fetch pending HS code init search' without Retry, and still lists the codes", async () => {
    const api = fakeApi((config) => {
      if (config.url === '/hscode/init-search') return { status: 500 };
      if (config.url === '/hscode/search-new') return { status: 200, data: { rows: [pending], total: 1, version: '4' } };
      return { status: 200, data: { sectors: [] } };
    });
    await renderPage(<PendingHsCodesPage />, { path: '/pending-hscodes' });
    expect(await screen.findByText('Failed to fetch pending HS code init search')).toBeInTheDocument();
    expect(await screen.findByText('390120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    api.restore();
  });

  it('shows the HS version of a code from an older edition than HS2022, with why it waits, and none for an HS2022 code', async () => {
    const typewriters = {
      ...pending,
      id: '846900',
      hsCode: '846900',
      description: 'Typewriters',
      inNomenclature: false,
      classification: 'H5',
    };
    const api = fakeApi((config) => {
      if (config.url === '/hscode/init-search') return { status: 200, data: init };
      if (config.url === '/hscode/search-new')
        return { status: 200, data: { rows: [{ ...pending, classification: null }, typewriters], total: 2, version: '4' } };
      return { status: 200, data: { sectors: [] } };
    });
    await renderPage(<PendingHsCodesPage />, { path: '/pending-hscodes' });
    expect(await screen.findByTestId('hs-version-846900')).toHaveTextContent('H5 (HS2017)');
    expect(screen.getByText(/Classified in H5 \(HS2017\), not HS2022/)).toBeInTheDocument();
    expect(screen.queryByTestId('hs-version-390120')).toBeNull();
    api.restore();
  });
});
