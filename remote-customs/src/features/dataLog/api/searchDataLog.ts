import { apiPostQuery, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** An uploaded customs file and its import job's outcome. */
export type CustomsUpload = ApiResponse<'/customs-log/search', 'post'>['rows'][number];

/** One page of the uploaded files; the page on screen stays while the next one loads. */
export const useDataLog = (searcher: PageRequest) =>
  useQuery({ ...apiPostQuery('/customs-log/search', searcher), placeholderData: keepPreviousData });
