import { returnTo, signInNoticeOf } from '../src/pages/signInState';

// Spec section 4/8: a failed token refresh lands on /signin, and sign-in says "Refresh failed".
describe('the notice a signed-out user arrives at sign-in with', () => {
  it('is kept for a failed refresh, with the page to return to', () => {
    const state = returnTo({ pathname: '/requests', search: '?page=2', hash: '' }, 'signin.refreshFailed');
    expect(state).toEqual({ from: '/requests?page=2', notice: 'signin.refreshFailed' });
    expect(signInNoticeOf(state)).toBe('signin.refreshFailed');
  });

  it('is none for a plain return, and only one of the known notices', () => {
    expect(signInNoticeOf(returnTo({ pathname: '/requests', search: '', hash: '' }))).toBeNull();
    expect(signInNoticeOf({ notice: 'signin.somethingElse' })).toBeNull();
    expect(signInNoticeOf({ notice: 'signup.checkEmail' })).toBe('signup.checkEmail');
  });
});
