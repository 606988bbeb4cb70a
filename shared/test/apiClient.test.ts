import { apiClient, setSessionExpiredHandler } from '../src/api/client';
import { i18n, initI18n } from '../src/i18n/instance';
import { accessTokenAtom, loggedUserAtom, refreshTokenAtom, sessionStore } from '../src/session/store';
import { fakeApi } from '../src/testing/fakeApi';
import type { LoggedUser } from '../src/api/contract';

const user: LoggedUser = {
  id: '1',
  firstName: 'A',
  lastName: 'B',
  email: 'user@demo.lk',
  defaultRole: '001',
  roles: ['001'],
  selectedLocalAuthority: null,
  selectedRecycler: null,
};

function signInAs(access: string, refresh: string | null) {
  sessionStore.set(accessTokenAtom, access);
  sessionStore.set(refreshTokenAtom, refresh);
  sessionStore.set(loggedUserAtom, user);
}

describe('the one API client', () => {
  let expired: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    expired = jest.fn();
    setSessionExpiredHandler(expired);
  });

  it('sends the bearer access token', async () => {
    signInAs('access-1', 'refresh-1');
    const api = fakeApi(() => ({ status: 200, data: 'ok' }));
    await apiClient.get('/anything');
    expect(api.calls[0].headers.Authorization).toBe('Bearer access-1');
    api.restore();
  });

  it("sends the page's language, in which the server writes the mails a request causes", async () => {
    await initI18n('ta');
    await i18n.changeLanguage('ta');
    const api = fakeApi(() => ({ status: 202, data: {} }));
    await apiClient.post('/auth/forgot-password', { email: 'user@demo.lk' });
    expect(api.calls[0].headers['Accept-Language']).toBe('ta');
    api.restore();
  });

  it('sends a request in a task of its own, not in the one that asked (a render or commit on a slow phone)', async () => {
    signInAs('access-1', 'refresh-1');
    const api = fakeApi(() => ({ status: 200, data: 'ok' }));
    const answer = apiClient.get('/anything');
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    expect(api.calls).toHaveLength(0);
    await answer;
    expect(api.calls).toHaveLength(1);
    api.restore();
  });

  it('refreshes once on a 401 and retries with the new token; concurrent 401s share one refresh', async () => {
    signInAs('old', 'refresh-1');
    const api = fakeApi((config) => {
      if (config.url?.endsWith('/auth/refresh')) return { status: 200, data: { access_token: 'new', refresh_token: 'refresh-2' } };
      return config.headers.Authorization === 'Bearer new'
        ? { status: 200, data: config.url }
        : { status: 401, data: { message: 'Token expired' } };
    });
    const answers = await Promise.all([apiClient.get('/a'), apiClient.get('/b'), apiClient.get('/c')]);
    expect(answers.map((a) => a.data)).toEqual(['/a', '/b', '/c']);
    const refreshCalls = api.calls.filter((c) => c.url?.endsWith('/auth/refresh'));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0].headers.Authorization).toBe('Bearer refresh-1');
    expect(sessionStore.get(accessTokenAtom)).toBe('new');
    expect(sessionStore.get(refreshTokenAtom)).toBe('refresh-2');
    expect(localStorage.getItem('accessToken')).toBe('new');
    api.restore();
  });

  it('retries only once: a second 401 after a refresh is returned to the caller', async () => {
    signInAs('old', 'refresh-1');
    const api = fakeApi((config) =>
      config.url?.endsWith('/auth/refresh') ? { status: 200, data: { access_token: 'new' } } : { status: 401, data: {} },
    );
    await expect(apiClient.get('/a')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.calls.filter((c) => c.url === '/a')).toHaveLength(2);
    expect(expired).not.toHaveBeenCalled();
    api.restore();
  });

  it('a failed refresh clears the session and sends the user to sign-in', async () => {
    signInAs('old', 'refresh-1');
    const api = fakeApi(() => ({ status: 401, data: { message: 'Refresh failed' } }));
    await expect(apiClient.get('/a')).rejects.toThrow('Refresh failed');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(sessionStore.get(loggedUserAtom)).toBeNull();
    expect(localStorage.getItem('loggedUser')).toBeNull();
    api.restore();
  });

  it('without a refresh token a 401 sends the user to sign-in without calling refresh', async () => {
    signInAs('old', null);
    const api = fakeApi(() => ({ status: 401, data: {} }));
    await expect(apiClient.get('/a')).rejects.toThrow('Refresh failed');
    expect(api.calls.some((c) => c.url?.endsWith('/auth/refresh'))).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
    api.restore();
  });

  it('a wrong password is not treated as an expired session', async () => {
    const api = fakeApi(() => ({ status: 401, data: { message: 'Invalid credentials' } }));
    await expect(apiClient.post('/auth/authenticate', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
    api.restore();
  });
});
