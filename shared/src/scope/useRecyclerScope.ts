import { useAtomValue } from 'jotai';
import { loggedUserAtom } from '../session/store';
import { impersonatedRecyclerId } from './recyclerScope';

/** The query string of a scoped recycler call: `{ recyclerId }` or nothing. */
export type RecyclerScope = { recyclerId?: string };

/** `{ recyclerId }` while a super admin acts as a recycler, nothing otherwise (the server scopes the call). */
export function useRecyclerScope(): RecyclerScope {
  const id = impersonatedRecyclerId(useAtomValue(loggedUserAtom));
  return id === undefined ? {} : { recyclerId: id };
}
