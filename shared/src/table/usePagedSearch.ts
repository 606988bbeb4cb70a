import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pagedSearchFromAddress, searchToAddress, type AddressFilters, type PageRequest } from './pagedSearch';

export interface PagedSearch<Filters> {
  /** What to send: the page, its size and order, and the filters. */
  search: PageRequest & Filters;
  /** Another page, size or order, with the same filters. */
  setPage: (page: PageRequest) => void;
  /** New filters, from the first page. */
  setFilters: (filters: Partial<Filters>) => void;
}

const NO_FILTERS = {};

/**
 * A server-paged list's search, kept in the address so that a reload or the way back from a record
 * returns to the same page and filters. `filters` names each filter's query parameter, in address order;
 * it must be a constant (defined outside the component).
 */
export function usePagedSearch<Filters extends object = Record<never, never>>(
  filters: AddressFilters<Filters> = NO_FILTERS as AddressFilters<Filters>,
): PagedSearch<Filters> {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => pagedSearchFromAddress(params, filters), [params, filters]);

  const setPage = useCallback(
    (page: PageRequest) => setParams(searchToAddress({ ...search, ...page }, filters)),
    [search, filters, setParams],
  );
  const setFilters = useCallback(
    (next: Partial<Filters>) =>
      setParams(searchToAddress({ pageStart: 0, pageSize: search.pageSize, pageSort: search.pageSort, ...(next as Filters) }, filters)),
    [search.pageSize, search.pageSort, filters, setParams],
  );
  return { search, setPage, setFilters };
}
