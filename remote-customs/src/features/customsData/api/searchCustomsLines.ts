import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomsType } from './types';

type LinesSearcher = ApiBody<'/customs/search', 'post'>;

/** One page of the flow's lines; the import and export pages prefetch the address's. */
export const customsLinesQuery = (type: CustomsType, searcher: LinesSearcher) => ({
  ...apiPostQuery('/customs/search', searcher, { query: { type } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useCustomsLines = (type: CustomsType, searcher: LinesSearcher) =>
  useQuery({ ...customsLinesQuery(type, searcher), placeholderData: keepPreviousData });
