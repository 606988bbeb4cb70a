import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { loggedUserAtom } from '../session/store';
import { accessOf, type Access } from './access';

/** The access flags of the signed-in user, recomputed when the user (or the role acted as) changes. */
export function useAccess(): Access {
  const user = useAtomValue(loggedUserAtom);
  return useMemo(() => accessOf(user), [user]);
}
