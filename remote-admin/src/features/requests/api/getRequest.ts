import { apiGetQuery, invalidateApiReads, type ApiResponse } from '@waste/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type AdminRequestDetail = ApiResponse<'/requests/{id}', 'get'>;
export type CorrectionDetail = NonNullable<AdminRequestDetail['correction']>;

/** Opening a request marks it seen on the server, so the list and the counts are read again. */
export function useOpenedRequest(id: string | null) {
  const client = useQueryClient();
  const opened = apiGetQuery('/requests/{id}', { path: { id: id ?? '' } });
  return useQuery({
    ...opened,
    enabled: id !== null,
    queryFn: async (context) => {
      const request = await opened.queryFn!(context);
      void invalidateApiReads(client, '/requests/search', '/requests/waiting', '/requests/unseen-count');
      return request;
    },
  });
}
