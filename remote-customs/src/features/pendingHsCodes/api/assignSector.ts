import { apiClient, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearHsPages } from '@/common/api/hsCodePageCache';
import { invalidateCustomsReads } from '@/common/api/invalidateCustomsReads';

type SectorAssignment = ApiBody<'/hscode/update', 'post'>;

export async function assignSector(assignment: SectorAssignment): Promise<ApiResponse<'/hscode/update', 'post'>> {
  const { data } = await apiClient.post<ApiResponse<'/hscode/update', 'post'>>('/hscode/update', assignment);
  return data;
}

/**
 * Gives codes a sector. The cached HS code pages go at once: until init-search answers with the new version,
 * the HS code list would still find them. Settles once the reads on screen have the new sectors.
 */
export function useAssignSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSector,
    onSuccess: async () => {
      clearHsPages();
      await invalidateCustomsReads(queryClient);
    },
  });
}
