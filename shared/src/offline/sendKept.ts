import { isAxiosError } from 'axios';
import { dropEntry, keepEntry, keptEntries, type OfflineEntry, type OfflineRefusal } from './offlineStore';

/** Sends one kept entry with its idempotency key; resolves with the server's answer. */
export type OfflineSender = (entry: OfflineEntry) => Promise<unknown>;

/** The line is down (no answer at all), as opposed to an answer that refuses. */
export function isNetworkFailure(failure: unknown): boolean {
  if (isAxiosError(failure)) return failure.response === undefined;
  return failure instanceof TypeError && /fetch|network/i.test(failure.message);
}

function refusalOf(failure: unknown): OfflineRefusal | null {
  if (!isAxiosError(failure) || !failure.response) return null;
  const data = (failure.response.data ?? {}) as Partial<OfflineRefusal>;
  return {
    status: failure.response.status,
    code: typeof data.code === 'string' ? data.code : 'REQUEST_FAILED',
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
    ...(data.params ? { params: data.params } : {}),
    message: typeof data.message === 'string' ? data.message : failure.message,
  };
}

export interface SendReport {
  sent: number;
  refused: number;
  /** Still waiting: the line dropped again, or an answer that is not the entry's fault (401, 5xx). */
  waiting: number;
}

/**
 * Sends the user's waiting entries, oldest first (issue 42 point 2). Sent: dropped from the device. Refused by
 * the server's rules (4xx but 401): kept, marked with the reason, for its author to correct. No line, or a
 * server or session trouble: it stays waiting and the rest wait too, for the next try.
 */
export async function sendKeptEntries(userId: string, senders: Readonly<Record<string, OfflineSender>>): Promise<SendReport> {
  const report: SendReport = { sent: 0, refused: 0, waiting: 0 };
  const waiting = (await keptEntries(userId)).filter((entry) => entry.status === 'waiting' && senders[entry.kind]);
  for (const [index, entry] of waiting.entries()) {
    try {
      await senders[entry.kind](entry);
      await dropEntry(entry.key);
      report.sent += 1;
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (refusal === null || refusal.status === 401 || refusal.status >= 500 || refusal.code === 'IDEMPOTENCY_IN_PROGRESS') {
        report.waiting += waiting.length - index;
        return report;
      }
      await keepEntry({ ...entry, status: 'refused', refusal });
      report.refused += 1;
    }
  }
  return report;
}
