import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type EntrySearcher = ApiBody<'/customs-log/view/search/{id}', 'post'>;

/** One uploaded file and a page of the lines it brought; the file's page prefetches the address's. */
export const dataLogEntryQuery = (id: string, searcher: EntrySearcher) => ({
  ...apiPostQuery('/customs-log/view/search/{id}', searcher, { path: { id } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useDataLogEntry = (id: string, searcher: EntrySearcher) =>
  useQuery({ ...dataLogEntryQuery(id, searcher), placeholderData: keepPreviousData });
