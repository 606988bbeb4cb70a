import { accessTokenAtom, loggedUserAtom, notificationsAtom, sessionStore, type RoleCode } from '@waste/shared';
import { fakeJwt } from '@waste/shared/testing';
import { useLocation } from 'react-router-dom';
import { sidebarCollapsedAtom, themeAtom } from '../src/settings/appSettings';

export function signInAs(defaultRole: RoleCode | null) {
  sessionStore.set(accessTokenAtom, fakeJwt(600));
  sessionStore.set(loggedUserAtom, {
    id: '1',
    firstName: 'Nimal',
    lastName: 'Silva',
    email: 'user@demo.lk',
    defaultRole,
    roles: defaultRole ? [defaultRole] : [],
    selectedLocalAuthority: null,
    selectedRecycler: null,
  });
}

/** The default store outlives a test; app settings go back to their defaults between tests. */
export function resetAppSettings() {
  localStorage.clear();
  sessionStore.set(themeAtom, 'light');
  sessionStore.set(sidebarCollapsedAtom, false);
  sessionStore.set(notificationsAtom, []);
  localStorage.clear();
}

export function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}
