import { apiClient, type ApiResponse } from '@waste/shared';

type UploadStatus = ApiResponse<'/customs/status/{jobId}', 'get'>;

/** Where the import job stands: PENDING (rows read so far), COMPLETED or FAILED (with the bad lines). */
export async function getUploadStatus(jobId: string): Promise<UploadStatus> {
  const { data } = await apiClient.get<UploadStatus>(`/customs/status/${encodeURIComponent(jobId)}`);
  return data;
}
