import { DEFAULT_PAGE } from '../constants';

export type PageSort = 'ASC' | 'DESC';

/** Spec section 9's paging fields of every search call. */
export interface PageRequest {
  pageStart: number;
  pageSize: number;
  pageSort: PageSort;
}

/** How one filter is kept in the address: its query parameter, and what a raw value there means. */
export interface AddressFilter<T> {
  param: string;
  parse: (raw: string) => T | undefined;
}

export type AddressFilters<Filters> = { [Key in keyof Filters]-?: AddressFilter<NonNullable<Filters[Key]>> };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isoDateFilter(param: string): AddressFilter<string> {
  return { param, parse: (raw) => (ISO_DATE.test(raw) ? raw : undefined) };
}

export function oneOfFilter<T extends string>(param: string, allowed: readonly T[]): AddressFilter<T> {
  return { param, parse: (raw) => allowed.find((value) => value === raw) };
}

function wholeNumber(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The address's `start`, `size` and `sort`, the spec's defaults otherwise: start 0, 25 rows, ASC. */
export function pageFromAddress(params: URLSearchParams): PageRequest {
  return {
    pageStart: wholeNumber(params.get('start'), DEFAULT_PAGE.pageStart),
    pageSize: wholeNumber(params.get('size'), DEFAULT_PAGE.pageSize) || DEFAULT_PAGE.pageSize,
    pageSort: params.get('sort') === 'DESC' ? 'DESC' : DEFAULT_PAGE.pageSort,
  };
}

export function filtersFromAddress<Filters>(params: URLSearchParams, filters: AddressFilters<Filters>): Filters {
  const entries = Object.entries<AddressFilter<unknown>>(filters).map(([key, filter]) => {
    const raw = params.get(filter.param);
    return [key, raw === null ? undefined : filter.parse(raw)];
  });
  return Object.fromEntries(entries) as Filters;
}

/** A list's search as its address gives it: the page, and each filter (undefined where the address has none). */
export function pagedSearchFromAddress<Filters>(params: URLSearchParams, filters: AddressFilters<Filters>): PageRequest & Filters {
  return { ...pageFromAddress(params), ...filtersFromAddress(params, filters) };
}

/** The address of a search: defaults and empty filters are left out, so a plain list has a plain address. */
export function searchToAddress<Filters>(search: PageRequest & Filters, filters: AddressFilters<Filters>): URLSearchParams {
  const entries: [string, unknown][] = [
    ['start', search.pageStart || undefined],
    ['size', search.pageSize === DEFAULT_PAGE.pageSize ? undefined : search.pageSize],
    ['sort', search.pageSort === DEFAULT_PAGE.pageSort ? undefined : search.pageSort],
    ...Object.entries<AddressFilter<unknown>>(filters).map(([key, filter]): [string, unknown] => [
      filter.param,
      search[key as keyof Filters],
    ]),
  ];
  return new URLSearchParams(
    entries.filter(([, value]) => value !== undefined && value !== '').map(([param, value]) => [param, String(value)]),
  );
}
