import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Complete (apply the proposed changes) or discard with a reason: the two answers to a request. */
export type RequestAnswer =
  { id: string; action: 'complete' } | ({ id: string; action: 'discard' } & ApiBody<'/requests/{id}/discard', 'post'>);

export async function answerRequest(answer: RequestAnswer): Promise<ApiResponse<'/requests/{id}/complete', 'post'>> {
  const url = `/requests/${encodeURIComponent(answer.id)}/${answer.action}`;
  const { data } = await apiClient.post<ApiResponse<'/requests/{id}/complete', 'post'>>(
    url,
    answer.action === 'discard' ? { reason: answer.reason } : undefined,
  );
  return data;
}

/** Either answer, or its refusal (another admin answered first), changes the list, the counts and the request itself. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSettled: () => invalidateApiReads(client, '/requests/search', '/requests/waiting', '/requests/{id}', '/requests/unseen-count'),
  });
}
