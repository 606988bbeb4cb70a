import { errorMessage, useToast } from '@waste/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { invalidateCustomsReads } from '@/common/api/invalidateCustomsReads';
import { getUploadStatus } from '../api/getUploadStatus';
import type { CustomsType } from '../api/types';
import { uploadCustomsFile } from '../api/uploadCustomsFile';

export type JobState = 'IDLE' | 'UPLOADING' | 'PENDING' | 'COMPLETED' | 'FAILED';

export interface UploadJob {
  state: JobState;
  jobId: string | null;
  /** Upload progress, 0 to 100. */
  progress: number;
  /** The server's progress or result text. */
  message?: string;
  fileName?: string;
  errorMessage?: string;
  /** True when the last status call failed; following stopped until `checkAgain`. */
  statusFailed: boolean;
}

export const STATUS_POLL_MS = 1500;

/** Spec section 4: the upload job followed across reloads under this local storage key. */
export const FILE_UPLOAD_JOB_KEY = 'fileUploadJobId';

const storedJobId = () => window.localStorage.getItem(FILE_UPLOAD_JOB_KEY);

/**
 * Spec section 4's customs upload job: PENDING once the upload starts, followed by its id in local storage
 * (so a reload keeps following it) until COMPLETED or FAILED, when the id is cleared; a 400 marks it FAILED.
 */
export function useUploadJob(type: CustomsType, pollMs = STATUS_POLL_MS) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<UploadJob>(() => {
    const jobId = storedJobId();
    return { state: jobId ? 'PENDING' : 'IDLE', jobId, progress: jobId ? 100 : 0, statusFailed: false };
  });
  const [attempt, setAttempt] = useState(0);
  const statusCheckFailed = useEffectEvent(() => toast.error(t('upload.statusFailed')));
  // The counts in words with their plural rule (the status's `message` is the server's English).
  const counted = useEffectEvent((key: 'upload.rowsRead' | 'upload.linesImported', count: number) => t(key, { count }));

  const following = job.state === 'PENDING' && job.jobId !== null && !job.statusFailed;
  useEffect(() => {
    if (!following || job.jobId === null) return undefined;
    const jobId = job.jobId;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const status = await getUploadStatus(jobId);
        if (stopped) return;
        if (status.status === 'PENDING') {
          const rowsRead = counted('upload.rowsRead', status.rowsDone);
          setJob((current) => ({ ...current, message: rowsRead, fileName: status.fileName }));
          timer = setTimeout(check, pollMs);
          return;
        }
        window.localStorage.removeItem(FILE_UPLOAD_JOB_KEY);
        const message = status.linesImported === undefined ? status.message : counted('upload.linesImported', status.linesImported);
        setJob((current) => ({
          ...current,
          state: status.status,
          message,
          fileName: status.fileName,
          errorMessage: status.errorMessage,
        }));
        if (status.status === 'COMPLETED') {
          await invalidateCustomsReads(queryClient);
        }
      } catch {
        if (stopped) return;
        statusCheckFailed();
        setJob((current) => ({ ...current, statusFailed: true }));
      }
    };
    void check();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [following, job.jobId, attempt, pollMs, queryClient]);

  const upload = useCallback(
    async (file: File) => {
      setJob({ state: 'UPLOADING', jobId: null, progress: 0, fileName: file.name, statusFailed: false });
      try {
        const { jobId } = await uploadCustomsFile({ type }, file, (progress) => setJob((current) => ({ ...current, progress })));
        window.localStorage.setItem(FILE_UPLOAD_JOB_KEY, jobId);
        toast.success(t('upload.started'));
        setJob((current) => ({ ...current, state: 'PENDING', jobId, progress: 100 }));
      } catch (error) {
        const message = errorMessage(error, t('upload.failed'));
        toast.error(message);
        const refused = isAxiosError(error) && error.response?.status === 400;
        setJob((current) => ({ ...current, state: refused ? 'FAILED' : 'IDLE', errorMessage: refused ? message : undefined }));
      }
    },
    [type, t, toast],
  );

  const reset = useCallback(() => {
    window.localStorage.removeItem(FILE_UPLOAD_JOB_KEY);
    setJob({ state: 'IDLE', jobId: null, progress: 0, statusFailed: false });
  }, []);

  const checkAgain = useCallback(() => {
    setJob((current) => ({ ...current, statusFailed: false }));
    setAttempt((value) => value + 1);
  }, []);

  return { job, upload, reset, checkAgain };
}
