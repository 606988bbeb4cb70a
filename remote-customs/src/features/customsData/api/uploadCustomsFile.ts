import { apiClient, type ApiResponse } from '@waste/shared';
import type { CustomsType } from './types';

type UploadAccepted = ApiResponse<'/customs/upload', 'post'>;

/** Sends the file; the server answers at once (202) with the id of the job that imports it. */
export async function uploadCustomsFile(type: CustomsType, file: File, onProgress: (percent: number) => void): Promise<UploadAccepted> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<UploadAccepted>('/customs/upload', form, {
    params: { type },
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}
