import type { ApiBody, ApiResponse, PageRequest } from '@waste/shared';

/** One page of HS codes, with the version of the sector assignments it was read at. */
export type HsCodePage = ApiResponse<'/hscode/search', 'post'>;
export type HsCode = HsCodePage['rows'][number];

/** What `/hscode/search` is sent: the page, a code prefix or words of the description, and a sector. */
export type HsCodeSearcher = PageRequest & Pick<ApiBody<'/hscode/search', 'post'>, 'hsCode' | 'sectorId'>;

/** A line of an imported or exported customs file. */
export type CustomsLine = ApiResponse<'/customs/search', 'post'>['rows'][number];
