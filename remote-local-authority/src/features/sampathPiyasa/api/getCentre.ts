import { apiGetQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** A centre by id; none asked until there is one (registering a new centre). */
export const useCentre = (id: string | undefined, scope: LocalAuthorityScope) =>
  useQuery({ ...apiGetQuery('/sampath-piyasa/center/{id}', { path: { id: id ?? '' }, query: scope }), enabled: id !== undefined });
