import { impersonatedRecyclerId, loggedUserAtom, sessionStore, type RecyclerScope } from '@waste/shared';

/** For a prefetch, outside React: the scope `useRecyclerScope` gives the page from the same session. */
export function sessionRecyclerScope(): RecyclerScope {
  const id = impersonatedRecyclerId(sessionStore.get(loggedUserAtom));
  return id === undefined ? {} : { recyclerId: id };
}
