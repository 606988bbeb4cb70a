import { apiClient, type ApiQuery, type ApiResponse } from '@waste/shared';

type UploadAccepted = ApiResponse<'/customs/upload', 'post'>;

/**
 * Sends the file; the server answers at once (202) with the id of the job that imports it. A multipart body
 * with upload progress, which `apiCall` does not carry.
 */
export async function uploadCustomsFile(
  query: ApiQuery<'/customs/upload', 'post'>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAccepted> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<UploadAccepted>('/customs/upload', form, {
    params: query,
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}
