import { apiCall, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearHsPages } from '@/common/api/hsCodePageCache';
import { invalidateCustomsReads } from '@/common/api/invalidateCustomsReads';

/**
 * Gives codes a sector. The cached HS code pages go at once: until init-search answers with the new version,
 * the HS code list would still find them. Settles once the reads on screen have the new sectors.
 */
export function useAssignSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: ApiBody<'/hscode/update', 'post'>) => apiCall('post', '/hscode/update', { body: assignment }),
    onSuccess: async () => {
      clearHsPages();
      await invalidateCustomsReads(queryClient);
    },
  });
}
