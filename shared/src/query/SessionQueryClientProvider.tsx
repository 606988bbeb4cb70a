import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { loggedUserAtom, sessionStore } from '../session/store';
import { sessionIdentity, USER_SCOPED } from './sessionIdentity';

/** Empties what another identity could see, before anything renders for the new one. */
export function scopeCacheToSession(client: QueryClient): () => void {
  let previous = sessionIdentity(sessionStore.get(loggedUserAtom));
  return sessionStore.sub(loggedUserAtom, () => {
    const next = sessionIdentity(sessionStore.get(loggedUserAtom));
    if (next.userId !== previous.userId) client.clear();
    else if (next.actingAs !== previous.actingAs) client.removeQueries({ predicate: (query) => query.meta?.scope !== USER_SCOPED.scope });
    previous = next;
  });
}

/** The one query client, its cache emptied on sign-out and on a role switch (DESIGN.md section 1). */
export function SessionQueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => scopeCacheToSession(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
