import {
  loggedUserAtom,
  nextTask,
  pageParams,
  registerTranslationLoaders,
  startPage,
  type RemoteModule,
  type RoleCode,
} from '@waste/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { matchRoutes } from 'react-router-dom';
import { templateModule } from '../template/templateModule';
import { fetchRemoteRegistry } from './fetchRemoteRegistry';
import { loadRemoteModule } from './loadRemoteModule';
import { remoteForRole } from './remoteForRole';

export type ActiveModuleState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: unknown };

/**
 * Starts fetching the chunk of the page at the address and its first reads, with the address's params (a
 * record's id), as soon as the module is known, rather than when the layout's render reaches its route: one
 * wait fewer before a page's first figures. The route's own lazy load then finds them started.
 */
function startPageOfAddress(module: RemoteModule, queryClient: QueryClient): void {
  const [match] =
    matchRoutes(
      (module.routes ?? []).map((entry) => ({ path: entry.path, entry })),
      window.location.pathname,
    ) ?? [];
  if (match) startPage(match.route.entry, queryClient, pageParams(match.params)).catch(() => undefined);
}

/**
 * The module of the user's current default role: a remote from the registry, or the host's template.
 * A module answers only for the role it was loaded for: from the render that changes the role (a super
 * admin switching back from a local authority) the old role's pages and queries are gone, not run
 * without the scope they need.
 */
export function useActiveModule(): ActiveModuleState & { retry: () => void } {
  const role = useAtomValue(loggedUserAtom)?.defaultRole ?? null;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ role: RoleCode | null; attempt: number; state: ActiveModuleState } | null>(null);
  // A module loaded for another role or an earlier try is dropped in the render that changes them.
  const stale = loaded !== null && (loaded.role !== role || loaded.attempt !== attempt);
  if (stale) setLoaded(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    let current = true;
    fetchRemoteRegistry()
      .then((registry) => {
        const entry = remoteForRole(registry, role);
        return entry ? loadRemoteModule(entry) : templateModule;
      })
      .then(async (module) => {
        // The page's language alone, fetched beside the page's chunk: the module is ready once both are in, so
        // no key ever shows (docs/adr/0216-each-remote-loads-the-pages-language.md).
        const words = registerTranslationLoaders(module.namespace, module.translations);
        // A task of its own: the remote's start (its share scope, its manifest) already filled the one it arrived in.
        await nextTask();
        startPageOfAddress(module, queryClient);
        await words;
        return module;
      })
      .then(
        // A transition: the remote's layout and first page mount in slices React can interrupt.
        (module) => current && startTransition(() => setLoaded({ role, attempt, state: { status: 'ready', module } })),
        (error: unknown) => current && setLoaded({ role, attempt, state: { status: 'failed', error } }),
      );
    return () => {
      current = false;
    };
  }, [role, attempt, queryClient]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(loaded && !stale ? loaded.state : { status: 'loading' }), retry };
}
