import { apiGetQuery, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useReturn = (id: string, scope: RecyclerScope) =>
  useQuery(apiGetQuery('/recycler/waste-data-detail/{id}', { path: { id }, query: scope }));
