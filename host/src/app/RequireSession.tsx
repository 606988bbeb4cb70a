import { clearSession, loggedUserAtom, refreshAccessToken, refreshTokenAtom, signedInAtom, SIGN_IN_PATH } from '@waste/shared';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnTo } from '../pages/signInState';

/**
 * Spec section 4: signed in means a live access token. An expired one with a refresh token left is
 * refreshed once before giving up, so a reload after a coffee break does not sign the user out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  const refreshToken = useAtomValue(refreshTokenAtom);
  const user = useAtomValue(loggedUserAtom);
  const location = useLocation();
  const [refreshFailed, setRefreshFailed] = useState(false);
  const mustRefresh = !signedIn && refreshToken !== null && user !== null && !refreshFailed;

  useEffect(() => {
    if (!mustRefresh) return;
    refreshAccessToken().catch(() => {
      clearSession();
      setRefreshFailed(true);
    });
  }, [mustRefresh]);

  if (signedIn) return <>{children}</>;
  if (mustRefresh) return <Spin fullscreen />;
  // Signed out because the refresh failed: sign-in says so (spec section 8, Refresh failed).
  return <Navigate to={SIGN_IN_PATH} replace state={returnTo(location, refreshFailed ? 'signin.refreshFailed' : undefined)} />;
}
