import type { QueryClient } from '@tanstack/react-query';
import { sectorsQuery } from '@/common/api/getSectors';
import { hsCodeSearchInitQuery } from '@/common/api/initHsCodeSearch';
import { codeSectorSearchOf } from '@/common/hooks/useCodeSectorSearch';
import { openingAddress } from '../hooks/useOpensOnPlastics';
import { hsCodeSearcher, hsCodesQuery } from './searchHsCodes';

/**
 * The HS code list's first reads, sent while its code loads: the sectors of its filter, the version of the
 * sector assignments, then, once that is known, the page of the address's search (chapter 39 for none), with
 * the page's own query options. A failed read is left to the page, which shows its own message.
 */
export function prefetchHsCodes(queryClient: QueryClient): void {
  const { page, filters } = codeSectorSearchOf(openingAddress(new URLSearchParams(window.location.search)), { words: true });
  void queryClient.prefetchQuery(sectorsQuery);
  queryClient.fetchQuery(hsCodeSearchInitQuery).then(
    ({ version }) => queryClient.prefetchQuery(hsCodesQuery(hsCodeSearcher(page, filters), version)),
    () => undefined,
  );
}
