import { apiPostQuery, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Codes seen in customs files without a sector yet; the page on screen stays while the next one loads. */
export const usePendingHsCodes = (searcher: ApiBody<'/hscode/search-new', 'post'>) =>
  useQuery({ ...apiPostQuery('/hscode/search-new', searcher), placeholderData: keepPreviousData });
