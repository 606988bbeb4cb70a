import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Complete (apply what it proposes) or discard with a reason: the two answers to a request. */
export type RequestAnswer = { id: string; correction?: boolean } & (
  { action: 'complete' } | ({ action: 'discard' } & ApiBody<'/requests/{id}/discard', 'post'>)
);

const answerRequest = (answer: RequestAnswer) =>
  answer.action === 'complete'
    ? apiCall('post', '/requests/{id}/complete', { path: { id: answer.id } })
    : apiCall('post', '/requests/{id}/discard', { path: { id: answer.id }, body: { reason: answer.reason } });

/**
 * Either answer, or its refusal (another admin answered first), changes the list, the counts and the request itself.
 * A completed correction retires a record, so every figure read so far is read again.
 */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: (_, answer) => (answer.correction && answer.action === 'complete' ? client.invalidateQueries() : undefined),
    onSettled: () => invalidateApiReads(client, '/requests/search', '/requests/waiting', '/requests/{id}', '/requests/unseen-count'),
  });
}
