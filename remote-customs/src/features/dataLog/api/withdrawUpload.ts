import { apiCall } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCustomsReads } from '@/common/api/invalidateCustomsReads';

/**
 * Withdraws a completed file with the reason given: its lines leave every customs read, so all of them are
 * marked stale (lines, statistics, HS code counts and the data log). Settles once the reads on screen are new.
 */
export function useWithdrawUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: string; reason: string }) =>
      apiCall('post', '/customs/uploads/{jobId}/withdraw', { path: { jobId }, body: { reason } }),
    onSuccess: () => invalidateCustomsReads(queryClient),
  });
}
