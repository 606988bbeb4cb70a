import type { QueryClient } from '@tanstack/react-query';
import { districtsQuery } from '@/common/api/getDistricts';
import { provincesQuery } from '@/common/api/getProvinces';
import { completenessSearchOf } from '../hooks/useCompletenessSearcher';
import { authoritiesByCouncilTypeQuery } from './getAuthoritiesByCouncilType';
import { councilTypesQuery } from './getCouncilTypes';
import { completenessSearchQuery } from './searchAuthorityCompleteness';

/**
 * The authorities list's first reads, sent while its code loads: the address's page of authorities, the
 * provinces and districts that name their areas, and the searcher's choices as it opens (nothing chosen yet).
 */
export function prefetchLocalAuthorities(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(completenessSearchQuery(completenessSearchOf(new URLSearchParams(window.location.search))));
  void queryClient.prefetchQuery(provincesQuery);
  void queryClient.prefetchQuery(districtsQuery());
  void queryClient.prefetchQuery(councilTypesQuery);
  void queryClient.prefetchQuery(authoritiesByCouncilTypeQuery());
}
