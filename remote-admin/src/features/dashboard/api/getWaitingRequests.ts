import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type WaitingRequests = ApiResponse<'/requests/waiting', 'get'>;

/** The requests waiting for an answer, by how long they have waited. */
export async function getWaitingRequests(): Promise<WaitingRequests> {
  const { data } = await apiClient.get<WaitingRequests>('/requests/waiting');
  return data;
}

export function useWaitingRequests() {
  return useQuery({ queryKey: apiQueryKey('/requests/waiting'), queryFn: getWaitingRequests });
}
