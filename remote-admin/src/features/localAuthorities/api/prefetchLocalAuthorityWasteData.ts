import { localAuthorityInfoQuery, pageFromAddress, type PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { authorityCompletenessQuery } from './searchAuthorityCompleteness';
import { authorityWasteQuery } from './searchAuthorityWaste';

/**
 * An authority's page's first reads, sent while its code loads: its information, its completeness and the
 * address's page of its waste data. The centres and flows below them wait for the page.
 */
export function prefetchLocalAuthorityWasteData(queryClient: QueryClient, params: PageParams): void {
  if (!params.id) return;
  void queryClient.prefetchQuery(localAuthorityInfoQuery(params.id));
  void queryClient.prefetchQuery(authorityCompletenessQuery(params.id));
  void queryClient.prefetchQuery(authorityWasteQuery(params.id, pageFromAddress(new URLSearchParams(window.location.search))));
}
