/** What another account page tells sign-in to show on arrival (router state), e.g. after sign-up. */
export interface SignInNotice {
  notice: 'signup.checkEmail';
}

export function signInNoticeOf(state: unknown): SignInNotice['notice'] | null {
  return (state as Partial<SignInNotice> | null)?.notice === 'signup.checkEmail' ? 'signup.checkEmail' : null;
}
