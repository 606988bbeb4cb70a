import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export async function getUnseenRequestCount(): Promise<ApiResponse<'/requests/unseen-count', 'get'>> {
  const { data } = await apiClient.get<ApiResponse<'/requests/unseen-count', 'get'>>('/requests/unseen-count');
  return data;
}

/** The Requests menu entry's count: read again when a request is opened or answered, and every minute. */
export function useUnseenRequestCount(): number | undefined {
  const { data } = useQuery({ queryKey: apiQueryKey('/requests/unseen-count'), queryFn: getUnseenRequestCount, refetchInterval: 60_000 });
  return data?.unseen;
}
