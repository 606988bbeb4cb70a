/** Reads the `exp` claim of a JWT without verifying it: the server verifies, the browser only needs to know when to stop trusting it. */
export function tokenExpiryMs(token: string | null): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Spec section 4: signed in means an access token exists and its expiry is in the future. */
export function isTokenLive(token: string | null, now = Date.now()): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry !== null && expiry > now;
}
