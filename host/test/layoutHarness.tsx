import { accessTokenAtom, loggedUserAtom, notificationsAtom, sessionStore, type LoggedUser, type RoleCode } from '@waste/shared';
import { fakeJwt, testUser } from '@waste/shared/testing';
import { useLocation } from 'react-router-dom';
import { sidebarCollapsedAtom, themeAtom } from '../src/settings/appSettings';

/** A live session of a user with the default role, holding `roles`. */
export function signInAs(defaultRole: RoleCode | null, roles?: RoleCode[], selected: Partial<LoggedUser> = {}) {
  sessionStore.set(accessTokenAtom, fakeJwt(600));
  sessionStore.set(loggedUserAtom, testUser(defaultRole, roles, selected));
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
