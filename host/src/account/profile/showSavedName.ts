import { loggedUserAtom, sessionStore } from '@waste/shared';
import type { Profile } from './api/profile';

/** The header reads the stored user, so the saved name shows there at once, without a new sign-in. */
export function showSavedName(profile: Pick<Profile, 'firstName' | 'lastName' | 'email'>): void {
  const user = sessionStore.get(loggedUserAtom);
  if (!user) return;
  sessionStore.set(loggedUserAtom, { ...user, firstName: profile.firstName, lastName: profile.lastName, email: profile.email });
}
