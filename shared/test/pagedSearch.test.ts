import {
  filtersFromAddress,
  isoDateFilter,
  oneOfFilter,
  pageFromAddress,
  searchToAddress,
  type AddressFilters,
} from '../src/table/pagedSearch';

interface Filters {
  fromDate?: string;
  plasticType?: 'HARD' | 'SOFT';
}
const FILTERS: AddressFilters<Filters> = { fromDate: isoDateFilter('from'), plasticType: oneOfFilter('plastic', ['HARD', 'SOFT']) };

describe('a paged search kept in the address', () => {
  it('defaults to the spec: start 0, 25 rows, ASC (spec section 9)', () => {
    expect(pageFromAddress(new URLSearchParams())).toEqual({ pageStart: 0, pageSize: 25, pageSort: 'ASC' });
  });

  it.each([
    ['start=-5&size=0&sort=UP', { pageStart: 0, pageSize: 25, pageSort: 'ASC' }],
    ['start=2.5&size=abc', { pageStart: 0, pageSize: 25, pageSort: 'ASC' }],
    ['start=50&size=10&sort=DESC', { pageStart: 50, pageSize: 10, pageSort: 'DESC' }],
  ])('reads %s leniently', (address, page) => {
    expect(pageFromAddress(new URLSearchParams(address))).toEqual(page);
  });

  it('keeps only filter values it understands', () => {
    expect(filtersFromAddress(new URLSearchParams('from=2025-01-32x&plastic=GLASS'), FILTERS)).toEqual({
      fromDate: undefined,
      plasticType: undefined,
    });
    expect(filtersFromAddress(new URLSearchParams('from=2025-01-31&plastic=SOFT'), FILTERS)).toEqual({
      fromDate: '2025-01-31',
      plasticType: 'SOFT',
    });
  });

  it('writes defaults and empty filters as nothing, the rest in a fixed order', () => {
    expect(searchToAddress({ pageStart: 0, pageSize: 25, pageSort: 'ASC' }, FILTERS).toString()).toBe('');
    expect(
      searchToAddress({ pageStart: 25, pageSize: 50, pageSort: 'DESC', plasticType: 'HARD', fromDate: '2025-01-01' }, FILTERS).toString(),
    ).toBe('start=25&size=50&sort=DESC&from=2025-01-01&plastic=HARD');
  });
});
