import { Type, type TSchema } from 'typebox';

/** Spec section 9: page start 0, page size 25, sort ASC; pickers ask for up to 1000 rows. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

/** The order of a paged search's rows; `options` name the default and what is sorted by. */
export const PageSort = (options: { default: 'ASC' | 'DESC'; description?: string }) =>
  Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], options));

export const PagingFields = {
  pageStart: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0, description: 'Rows to skip (0 = first row)' }),
  ),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  pageSort: PageSort({ default: 'ASC' }),
};

export interface Paging {
  pageStart?: number;
  pageSize?: number;
  pageSort?: 'ASC' | 'DESC';
}

export interface Page {
  offset: number;
  limit: number;
  direction: 'ASC' | 'DESC';
}

export function pageOf(paging: Paging): Page {
  return {
    offset: paging.pageStart ?? 0,
    limit: paging.pageSize ?? DEFAULT_PAGE_SIZE,
    direction: paging.pageSort === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** An id filter: an empty list filters nothing, like a missing one. */
export function idFilter(ids: string[] | undefined): string[] | null {
  return ids && ids.length > 0 ? ids : null;
}

export const IdList = (description: string) =>
  Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 1000, description }));

/** The paging a search form starts with, as the init-search routes answer it. */
export const DefaultSearcher = Type.Object(
  { pageStart: Type.Integer(), pageSize: Type.Integer(), pageSort: Type.String() },
  { title: 'DefaultSearcher' },
);
export const DEFAULT_SEARCHER = { pageStart: 0, pageSize: DEFAULT_PAGE_SIZE, pageSort: 'ASC' as const };

/** The page sizes and orders a search form offers, as the init-search routes answer them. */
export const PagingChoices = { paginationOptions: Type.Array(Type.Integer()), sortOrderOptions: Type.Array(Type.String()) };
export const PAGING_CHOICES = { paginationOptions: [10, 25, 50, 100], sortOrderOptions: ['ASC', 'DESC'] };

/**
 * Spec section 3's search answer: one page of rows and the number of matches over all pages. A page that
 * several routes answer gets a title, so that the API contract names it once.
 */
export const SearchResult = <Row extends TSchema>(row: Row, title?: string) =>
  Type.Object(
    {
      rows: Type.Array(row),
      total: Type.Integer({ description: 'Matches over all pages' }),
    },
    title === undefined ? {} : { title },
  );
