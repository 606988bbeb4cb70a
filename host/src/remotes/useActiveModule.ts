import { loggedUserAtom, type RemoteModule } from '@waste/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { templateModule } from '../template/templateModule';
import { fetchRemoteRegistry } from './fetchRemoteRegistry';
import { loadRemoteModule } from './loadRemoteModule';
import { remoteForRole } from './remoteForRole';

export type ActiveModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; error: unknown };

/** The module of the user's current default role: a remote from the registry, or the host's template. */
export function useActiveModule(): ActiveModuleState & { retry: () => void } {
  const role = useAtomValue(loggedUserAtom)?.defaultRole ?? null;
  const [state, setState] = useState<ActiveModuleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchRemoteRegistry()
      .then((registry) => {
        const entry = remoteForRole(registry, role);
        return entry ? loadRemoteModule(entry) : templateModule;
      })
      .then(
        (module) => current && setState({ status: 'ready', module }),
        (error: unknown) => current && setState({ status: 'failed', error }),
      );
    return () => {
      current = false;
    };
  }, [role, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
