import { apiCall } from '@waste/shared';

/** Where the import job stands: PENDING (rows read so far), COMPLETED or FAILED (with the bad lines). */
export const getUploadStatus = (jobId: string) => apiCall('get', '/customs/status/{jobId}', { path: { jobId } });
