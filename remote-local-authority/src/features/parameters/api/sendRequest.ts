import { apiCall, invalidateApiReads, type ApiBody, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A request sent to the admins joins the list of requests sent. */
export function useSendRequest(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/local-authority/send-request', 'post'>) =>
      apiCall('post', '/local-authority/send-request', { body, query: scope }),
    onSuccess: () => void invalidateApiReads(queryClient, '/local-authority/view-sent-requests'),
  });
}
