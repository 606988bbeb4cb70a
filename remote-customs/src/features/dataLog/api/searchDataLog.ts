import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** An uploaded customs file and its import job's outcome. */
export type CustomsUpload = ApiResponse<'/customs-log/search', 'post'>['rows'][number];

/** How often a page with a file still importing is read again, so that its progress bar moves. */
export const DATA_LOG_PROGRESS_MS = 3000;

/** The address's plain order (ASC, the platform default) is the log's natural one, newest first: the server's order from the address's and back. */
export const flipOrder = (page: PageRequest): PageRequest => ({ ...page, pageSort: page.pageSort === 'ASC' ? 'DESC' : 'ASC' });

/** One page of the uploaded files (the address's page, its order flipped); the page prefetches it. */
export const dataLogQuery = (searcher: PageRequest) => ({
  ...apiPostQuery('/customs-log/search', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useDataLog = (searcher: PageRequest) =>
  useQuery({
    ...dataLogQuery(searcher),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === 'PENDING') ? DATA_LOG_PROGRESS_MS : false),
  });
