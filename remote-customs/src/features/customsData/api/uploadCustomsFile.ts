import { apiClient } from '@waste/shared';
import type { CustomsType } from './types';

/** The generated `ApiResponse` reads a 200 or 201 answer; the upload's is a 202 (accepted, imported by a job). */
interface UploadAccepted {
  jobId: string;
}

/** Sends the file; the server answers at once with the id of the job that imports it. */
export async function uploadCustomsFile(type: CustomsType, file: File, onProgress: (percent: number) => void): Promise<UploadAccepted> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<UploadAccepted>('/customs/upload', form, {
    params: { type },
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}
