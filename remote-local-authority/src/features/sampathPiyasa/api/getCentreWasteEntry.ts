import { apiGetQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useCentreWasteEntry = (id: string, scope: LocalAuthorityScope) =>
  useQuery(apiGetQuery('/sampath-piyasa/waste-view/{id}', { path: { id }, query: scope }));
