import { localAuthorityScopeOf, loggedUserAtom, sessionStore, type LocalAuthorityScope } from '@waste/shared';

/** For a prefetch, outside React: the scope `useLocalAuthorityScope` gives the page from the same session. */
export const sessionLocalAuthorityScope = (): LocalAuthorityScope => localAuthorityScopeOf(sessionStore.get(loggedUserAtom));
