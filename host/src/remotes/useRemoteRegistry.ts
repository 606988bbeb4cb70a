import type { RemoteRegistry } from '@waste/shared';
import { useEffect, useState } from 'react';
import { fetchRemoteRegistry } from './fetchRemoteRegistry';

export type RemoteRegistryState = { status: 'loading' } | { status: 'ready'; registry: RemoteRegistry } | { status: 'failed' };

/** The registry of this page load (read once, shared with the remote loader). */
export function useRemoteRegistry(): RemoteRegistryState {
  const [state, setState] = useState<RemoteRegistryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchRemoteRegistry().then(
      (registry) => current && setState({ status: 'ready', registry }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
