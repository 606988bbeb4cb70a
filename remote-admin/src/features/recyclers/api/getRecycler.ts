import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Recycler = ApiResponse<'/recycler/view/{id}', 'get'>;

/** The registry entry with its sign-in accounts; nothing is asked for on a page without an id (registering). */
export const useRecycler = (id: string | undefined) =>
  useQuery({ ...apiGetQuery('/recycler/view/{id}', { path: { id: id ?? '' } }), enabled: id !== undefined });
