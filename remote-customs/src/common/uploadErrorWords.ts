import { catalogueWords, i18n } from '@waste/shared';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';

type Params = Record<string, string | number>;

/** A refused file's problems as the server keeps them (customs_uploads.error_details). */
interface ErrorDetails {
  lines: number;
  problems: { line: number | null; code: string; params: Params }[];
}

/** What a refused file's status or data log row says of its failure (server customs_uploads). */
interface UploadFailure {
  errorMessage?: string | null;
  errorCode?: string | null;
  errorParams?: Params | null;
  errorDetails?: ErrorDetails | null;
}

const word = (key: string, params: Params) => {
  const full = `${CUSTOMS_NAMESPACE}:${key}`;
  return i18n.exists(full) ? i18n.t(full, params) : null;
};

/** One problem in words; FLOW names the file's direction (import or export) in the key. */
const problemWords = ({ code, params }: ErrorDetails['problems'][number]) =>
  word(`importProblem.code.${code === 'FLOW' ? `FLOW_${params.flow}` : code}`, params);

/**
 * The lines quoted as the server quotes them in English ("Line 3: a; b", a count above them when there are
 * several), each problem in the user's language; null when one has no words here (the English is shown then).
 */
function detailsWords({ lines, problems }: ErrorDetails): string | null {
  // A line's problems are consecutive in the list; a whole-file problem (line null) stands alone.
  const groups: { line: number | null; words: string[] }[] = [];
  for (const problem of problems) {
    const words = problemWords(problem);
    if (words === null) return null;
    const last = groups.at(-1);
    if (last && problem.line !== null && last.line === problem.line) last.words.push(words);
    else groups.push({ line: problem.line, words: [words] });
  }
  const texts = groups.map(({ line, words }) =>
    line === null ? words.join('; ') : (word('importProblem.line', { line, problems: words.join('; ') }) ?? words.join('; ')),
  );
  if (lines <= 1) return texts.join('\n');
  const summary =
    lines > texts.length ? word('importProblem.summaryFirst', { lines, shown: texts.length }) : word('importProblem.summary', { lines });
  return [summary, ...texts].join('\n');
}

/**
 * A failed import in the user's language: a file refused whole by a catalogue code (FOREIGN_REPORTER names the
 * country) in the error catalogue's words, refused lines by their problems' codes (ADR 0180); the server's English
 * for an upload refused before the codes were kept.
 */
export const uploadErrorWords = ({ errorMessage, errorCode, errorParams, errorDetails }: UploadFailure): string | undefined =>
  (errorCode ? catalogueWords(errorCode, errorParams) : null) ??
  (errorDetails ? detailsWords(errorDetails) : null) ??
  errorMessage ??
  undefined;
