import { apiGetQuery, PREFETCHED_READ_STALE_MS, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** A centre by id; its page and its edit form prefetch it. */
export const centreQuery = (id: string, scope: LocalAuthorityScope) => ({
  ...apiGetQuery('/sampath-piyasa/center/{id}', { path: { id }, query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** A centre by id; none asked until there is one (registering a new centre). */
export const useCentre = (id: string | undefined, scope: LocalAuthorityScope) =>
  useQuery({ ...centreQuery(id ?? '', scope), enabled: id !== undefined });
