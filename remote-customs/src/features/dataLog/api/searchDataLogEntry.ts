import { apiPostQuery, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One uploaded file and a page of the lines it brought; the page on screen stays while the next one loads. */
export const useDataLogEntry = (id: string, searcher: ApiBody<'/customs-log/view/search/{id}', 'post'>) =>
  useQuery({ ...apiPostQuery('/customs-log/view/search/{id}', searcher, { path: { id } }), placeholderData: keepPreviousData });
