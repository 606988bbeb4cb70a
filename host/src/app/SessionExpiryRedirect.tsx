import { setSessionExpiredHandler, SIGN_IN_PATH } from '@waste/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { returnTo } from '../pages/signInState';

/**
 * Lets the shared API client send the user to sign-in through the router instead of a full reload,
 * back to the same page once signed in again.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setSessionExpiredHandler(() => navigate(SIGN_IN_PATH, { replace: true, state: returnTo(window.location, 'signin.refreshFailed') })),
    [navigate],
  );
  return null;
}
