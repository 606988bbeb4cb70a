export const SIGN_IN_NOTICES = ['signup.checkEmail', 'signin.refreshFailed'] as const;
export type SignInNotice = (typeof SIGN_IN_NOTICES)[number];

/** Router state that other pages hand to sign-in; router state, so no other site can set it. */
export interface SignInState {
  /** A notice to show on arrival: after sign-up, or after a session that could not be renewed (spec section 8, Refresh failed). */
  notice?: SignInNotice;
  /** The address to fill in, e.g. the one just signed up with. */
  email?: string;
  /** The page a signed-out user opened, to land on after signing in. */
  from?: string;
}

const DEFAULT_LANDING = '/dashboard';
/** Pages outside the layout: landing back on them after sign-in would lead nowhere. */
const PUBLIC_PATHS = new Set(['/', '/signin', '/signup', '/forgot-password', '/reset-password', '/verify-email', '/verify-account']);

function stateOf(state: unknown): Partial<Record<keyof SignInState, unknown>> {
  return state && typeof state === 'object' ? state : {};
}

export function signInNoticeOf(state: unknown): SignInNotice | null {
  const { notice } = stateOf(state);
  return SIGN_IN_NOTICES.find((known) => known === notice) ?? null;
}

/** The server's answer to the right password of an account whose email is not confirmed yet (server/src/users/email-verification.ts). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** Whether a failed sign-in (an axios error, or the quick page's parsed body) is that answer. */
export function isEmailNotVerified(failure: unknown): boolean {
  if (!failure || typeof failure !== 'object') return false;
  const body = 'response' in failure ? (failure as { response?: { data?: unknown } }).response?.data : failure;
  return Boolean(body) && typeof body === 'object' && (body as { code?: unknown }).code === EMAIL_NOT_VERIFIED;
}

export function signInEmailOf(state: unknown): string | undefined {
  const { email } = stateOf(state);
  return typeof email === 'string' ? email : undefined;
}

/**
 * Where to go once signed in: the page asked for when it is a page of this product (a path on this
 * origin, `//evil.example` or `https://…` never), otherwise the dashboard.
 */
export function returnPathOf(state: unknown, origin = window.location.origin): string {
  const { from } = stateOf(state);
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return DEFAULT_LANDING;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return DEFAULT_LANDING;
  }
  if (url.origin !== origin || PUBLIC_PATHS.has(url.pathname)) return DEFAULT_LANDING;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The state that brings a signed-out user back to where they were, saying why they were signed out. */
export function returnTo(location: { pathname: string; search: string; hash: string }, notice?: SignInNotice): SignInState {
  return { from: `${location.pathname}${location.search}${location.hash}`, ...(notice ? { notice } : {}) };
}
