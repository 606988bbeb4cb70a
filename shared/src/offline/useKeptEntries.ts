import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { loggedUserAtom } from '../session/store';
import { dropEntry, keepEntry, keptEntries, offlineStoreAvailable, type OfflineEntry } from './offlineStore';
import { sendKeptEntries } from './sendKept';

/** How a wizard sends an entry: what the review showed, with the key made on the device. */
export type KeyedSend<Input, Saved> = (input: Input, idempotencyKey: string) => Promise<Saved>;

/**
 * The signed-in user's kept entries of one wizard, sent when the line comes back (the `online` event) and when
 * the wizard opens (issue 42 point 2). Background Sync is not used: it would need the token in the service worker.
 */
export function useKeptEntries<Input, Saved>(kind: string, send: KeyedSend<Input, Saved> | undefined) {
  const userId = useAtomValue(loggedUserAtom)?.id ?? null;
  const [entries, setEntries] = useState<OfflineEntry<Input>[]>([]);
  const [sending, setSending] = useState(false);
  const available = Boolean(send) && userId !== null && offlineStoreAvailable();

  const reload = useCallback(async () => {
    if (!available || userId === null) return;
    setEntries(await keptEntries<Input>(userId, kind));
  }, [available, userId, kind]);

  const sendNow = useCallback(async () => {
    if (!available || userId === null || !send) return;
    setSending(true);
    try {
      await sendKeptEntries(userId, { [kind]: (entry) => send(entry.input as Input, entry.key) });
    } finally {
      setSending(false);
      await reload();
    }
  }, [available, userId, kind, send, reload]);

  useEffect(() => {
    if (!available) return undefined;
    // At the next open: after this render, not within it.
    const first = window.setTimeout(() => void (navigator.onLine ? sendNow() : reload()), 0);
    const online = () => void sendNow();
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener('online', online);
    };
    // Once per wizard and user: `send` changes with each render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available, userId, kind]);

  return {
    available,
    entries,
    sending,
    sendNow,
    reload,
    /** Keeps an entry the line did not let through. */
    keep: async (key: string, input: Input, scope: Record<string, string>) => {
      if (!available || userId === null) return;
      await keepEntry<Input>({ key, userId, kind, scope, input, createdAt: new Date().toISOString(), status: 'waiting' });
      await reload();
    },
    drop: async (key: string) => {
      if (!available) return;
      await dropEntry(key);
      await reload();
    },
  };
}

export type KeptEntriesState<Input> = ReturnType<typeof useKeptEntries<Input, unknown>>;
