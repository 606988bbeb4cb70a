import { apiPostQuery, PICKER_PAGE_SIZE, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type LocalAuthorityRow = ApiResponse<'/local-authority/search-la', 'post'>['rows'][number];

const EVERY_AUTHORITY = { pageStart: 0, pageSize: PICKER_PAGE_SIZE, pageSort: 'ASC' } as const;

/**
 * Every local authority (341), once a session: a picker searches their names in three languages and ranks them
 * in the browser (@waste/shared rankMatches), as the role switcher does.
 */
export function useLocalAuthorityList() {
  return useQuery({ ...apiPostQuery('/local-authority/search-la', EVERY_AUTHORITY), staleTime: Infinity, select: (page) => page.rows });
}
