import { errorMessage, useFormatters, useToast, type ApiResponse } from '@waste/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { invalidateCustomsReads } from '@/common/api/invalidateCustomsReads';
import type { ImportNotesCounts } from '@/common/components/ImportNotes';
import { getUploadStatus } from '../api/getUploadStatus';
import type { CustomsType } from '../api/types';
import { uploadCustomsFile } from '../api/uploadCustomsFile';

export type JobState = 'IDLE' | 'UPLOADING' | 'PENDING' | 'COMPLETED' | 'FAILED' | 'WITHDRAWN' | 'DUPLICATE';

export interface UploadJob {
  state: JobState;
  jobId: string | null;
  /** Upload progress, 0 to 100. */
  progress: number;
  /** The server's progress or result text. */
  message?: string;
  fileName?: string;
  /** When FAILED: the server's English text; shown through uploadErrorWords, which words a catalogue code. */
  errorMessage?: string;
  /** When refused whole: the catalogue code (FOREIGN_REPORTER) and its params. */
  errorCode?: string;
  errorParams?: Record<string, string | number>;
  /** When refused by its lines or contents: the problems as codes with params (server customs_uploads.error_details). */
  errorDetails?: ApiResponse<'/customs/status/{jobId}', 'get'>['errorDetails'];
  /** When COMPLETED: what a UN Comtrade import set aside and how it read weights and values. */
  importNotes?: ImportNotesCounts;
  /** While PENDING: the share of the file read and the lines read. */
  importProgress?: { percent: number; linesRead: number };
  /** When DUPLICATE: the earlier upload of the same file. */
  earlier?: { jobId: string; fileName: string };
  /** True when the last status call failed; following stopped until `checkAgain`. */
  statusFailed: boolean;
}

export const STATUS_POLL_MS = 1500;

/** The earlier upload a 409 DUPLICATE_FILE names (its job id and file name), or undefined for any other failure. */
function duplicateOf(error: unknown): UploadJob['earlier'] {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined;
  const body = error.response.data as { code?: string; details?: { jobId?: string }; params?: { fileName?: string } } | undefined;
  if (body?.code !== 'DUPLICATE_FILE' || !body.details?.jobId) return undefined;
  return { jobId: body.details.jobId, fileName: body.params?.fileName ?? '' };
}

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
  const format = useFormatters();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<UploadJob>(() => {
    const jobId = storedJobId();
    return { state: jobId ? 'PENDING' : 'IDLE', jobId, progress: jobId ? 100 : 0, statusFailed: false };
  });
  const [attempt, setAttempt] = useState(0);
  const statusCheckFailed = useEffectEvent(() => toast.error(t('upload.statusFailed')));
  // The counts in words with their plural rule (the status's `message` is the server's English).
  const counted = useEffectEvent((count: number) => t('upload.linesImported', { count, lines: format.number(count) }));

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
          const importProgress = status.progress ?? { percent: 0, linesRead: status.rowsDone };
          setJob((current) => ({ ...current, importProgress, fileName: status.fileName }));
          timer = setTimeout(check, pollMs);
          return;
        }
        window.localStorage.removeItem(FILE_UPLOAD_JOB_KEY);
        const message = status.linesImported === undefined ? status.message : counted(status.linesImported);
        setJob((current) => ({
          ...current,
          state: status.status,
          message,
          fileName: status.fileName,
          errorMessage: status.errorMessage,
          errorCode: status.errorCode,
          errorParams: status.errorParams,
          errorDetails: status.errorDetails,
          importNotes: status.importNotes,
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
        // "Upload started successfully..." is said on the card while the file imports, not in a toast that
        // would stay beside the file's failure (issue 38).
        setJob((current) => ({ ...current, state: 'PENDING', jobId, progress: 100 }));
      } catch (error) {
        const earlier = duplicateOf(error);
        if (earlier) {
          setJob((current) => ({ ...current, state: 'DUPLICATE', earlier }));
          return;
        }
        const message = errorMessage(error, t('upload.failed'));
        const refused = isAxiosError(error) && error.response?.status === 400;
        // A refused file's words are on the card; a failure with nothing on the card is toasted.
        if (!refused) toast.error(message);
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
