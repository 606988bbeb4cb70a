import { cachedHsPage, HS_PAGE_CACHE_KEY, storeHsPage } from '../src/common/api/hsCodePageCache';

const searcher = { pageStart: 0, pageSize: 25, pageSort: 'ASC' as const, hsCode: '3923' };
const page = { rows: [], total: 7, version: '4' };

afterEach(() => window.localStorage.clear());

describe('cached HS code pages (spec section 4)', () => {
  it('reuses a page of the same search and version without a call', () => {
    storeHsPage('4', searcher, page);
    expect(cachedHsPage('4', searcher)).toEqual(page);
    expect(cachedHsPage('4', { ...searcher, pageStart: 25 })).toBeNull();
  });

  it('drops every page when the server version of the sector assignments changed', () => {
    storeHsPage('4', searcher, page);
    expect(cachedHsPage('5', searcher)).toBeNull();
    expect(window.localStorage.getItem(HS_PAGE_CACHE_KEY)).toBeNull();
  });
});
