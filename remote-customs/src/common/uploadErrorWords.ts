import { catalogueWords } from '@waste/shared';

/** What a refused file's status or data log row says of its failure (server customs_uploads). */
interface UploadFailure {
  errorMessage?: string | null;
  errorCode?: string | null;
  errorParams?: Record<string, string | number> | null;
}

/**
 * A failed import in the user's language: a file refused whole by a catalogue code (FOREIGN_REPORTER names the
 * country) in the error catalogue's words; refused lines keep the server's list, which quotes the file.
 */
export const uploadErrorWords = ({ errorMessage, errorCode, errorParams }: UploadFailure): string | undefined =>
  (errorCode ? catalogueWords(errorCode, errorParams) : null) ?? errorMessage ?? undefined;
