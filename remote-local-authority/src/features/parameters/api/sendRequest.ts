import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type SendRequestBody = ApiBody<'/local-authority/send-request', 'post'>;
type SentRequest = ApiResponse<'/local-authority/send-request', 'post'>;

export async function sendRequest(body: SendRequestBody, scope: LocalAuthorityScope): Promise<SentRequest> {
  const { data } = await apiClient.post<SentRequest>('/local-authority/send-request', body, { params: scope });
  return data;
}

/** A request sent to the admins joins the list of requests sent. */
export function useSendRequest(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRequestBody) => sendRequest(body, scope),
    onSuccess: () => void invalidateApiReads(queryClient, '/local-authority/view-sent-requests'),
  });
}
