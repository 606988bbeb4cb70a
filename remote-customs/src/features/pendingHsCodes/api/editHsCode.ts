import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** One code and the sectors it may be given. */
export const useHsCodeEdit = (id: string) => useQuery(apiGetQuery('/hscode/edit/{id}', { path: { id } }));
