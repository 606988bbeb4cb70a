import { apiPostQuery, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomsType } from './types';

/** One page of the flow's lines; the page on screen stays while the next one loads. */
export const useCustomsLines = (type: CustomsType, searcher: ApiBody<'/customs/search', 'post'>) =>
  useQuery({ ...apiPostQuery('/customs/search', searcher, { query: { type } }), placeholderData: keepPreviousData });
