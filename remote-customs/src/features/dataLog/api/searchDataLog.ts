import { apiPostQuery, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** An uploaded customs file and its import job's outcome. */
export type CustomsUpload = ApiResponse<'/customs-log/search', 'post'>['rows'][number];

/** How often a page with a file still importing is read again, so that its progress bar moves. */
export const DATA_LOG_PROGRESS_MS = 3000;

/** One page of the uploaded files; the page on screen stays while the next one loads. */
export const useDataLog = (searcher: PageRequest) =>
  useQuery({
    ...apiPostQuery('/customs-log/search', searcher),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === 'PENDING') ? DATA_LOG_PROGRESS_MS : false),
  });
