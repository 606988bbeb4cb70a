import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HsCodesPage } from '../src/features/hsCodes/components/HsCodesPage';
import { SACKS_AND_BAGS, SEARCH_OPTIONS } from './hsCodeFixtures';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

function serve(version: string) {
  return fakeApi((config) => {
    if (config.url === '/hscode/init-search') return { status: 200, data: { ...SEARCH_OPTIONS, version } };
    if (config.url === '/sector') return { status: 200, data: { sectors: [] } };
    return { status: 200, data: { rows: [SACKS_AND_BAGS], total: 1, version } };
  });
}
const searches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.url === '/hscode/search').length;

afterEach(() => window.localStorage.clear());

describe('/hscodes and its cached pages', () => {
  it('reuses a page from local storage at the same version, and calls again once the version changed', async () => {
    let api = serve('3');
    const first = await renderPage(<HsCodesPage />, { path: '/hscodes' });
    expect(await screen.findByText('392321')).toBeInTheDocument();
    expect(screen.getByText('Packaging')).toBeInTheDocument();
    expect(searches(api)).toBe(1);
    first.unmount();
    api.restore();

    api = serve('3');
    const second = await renderPage(<HsCodesPage />, { path: '/hscodes' });
    expect(await screen.findByText('392321')).toBeInTheDocument();
    expect(searches(api)).toBe(0);
    second.unmount();
    api.restore();

    api = serve('4');
    await renderPage(<HsCodesPage />, { path: '/hscodes' });
    expect(await screen.findByText('392321')).toBeInTheDocument();
    expect(searches(api)).toBe(1);
    api.restore();
  });

  it("says 'Failed to fetch HS Code data' when the search fails", async () => {
    const api = fakeApi((config) => {
      if (config.url === '/hscode/init-search')
        return {
          status: 200,
          data: {
            paginationOptions: [25],
            sortOrderOptions: [],
            defaultSearcher: { pageStart: 0, pageSize: 25, pageSort: 'ASC' },
            version: '9',
          },
        };
      if (config.url === '/sector') return { status: 200, data: { sectors: [] } };
      return { status: 500 };
    });
    await renderPage(<HsCodesPage />, { path: '/hscodes' });
    expect(await screen.findByText('Failed to fetch HS Code data')).toBeInTheDocument();
    api.restore();
  });

  it('opens on chapter 39 (plastics), shown in the filter, and lists every chapter once the search is cleared', async () => {
    const api = serve('5');
    await renderPage(<HsCodesPage />, { path: '/hscodes' });
    expect(await screen.findByText('392321')).toBeInTheDocument();
    const bodies = () => api.calls.filter((call) => call.url === '/hscode/search').map((call) => JSON.parse(String(call.data)));
    expect(bodies()[0]).toMatchObject({ hsCode: '39' });
    expect(bodies().some((body) => body.hsCode === undefined)).toBe(false);
    const field = screen.getByRole('textbox', { name: /HS code/ });
    expect(field).toHaveValue('39');
    await userEvent.clear(field);
    await userEvent.click(within(screen.getByTestId('hs-filters')).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(bodies().at(-1)).not.toHaveProperty('hsCode'));
    api.restore();
  });
});
