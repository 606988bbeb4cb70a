import { apiClient } from '../src/api/client';
import { errorMessage } from '../src/api/errorMessage';
import { impersonatedLocalAuthorityId, LA_SCOPE_MESSAGE } from '../src/scope/localAuthorityScope';
import { accessTokenAtom, loggedUserAtom, sessionStore } from '../src/session/store';
import { fakeApi } from '../src/testing/fakeApi';
import type { LoggedUser } from '../src/api/contract';
import { COLOMBO, colomboUser } from '../src/testing/colomboSession';
import { testUser } from '../src/testing/remoteModule';

const superAdmin = testUser('005');
const impersonating: LoggedUser = { ...superAdmin, defaultRole: '003', selectedLocalAuthority: COLOMBO };

describe('the localAuthorityId guard of the API client (spec sections 5 and 6)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    sessionStore.set(accessTokenAtom, 'token');
    api = fakeApi(() => ({ status: 200, data: 'sent' }));
  });
  afterEach(() => api.restore());
  const as = (user: LoggedUser) => sessionStore.set(loggedUserAtom, user);

  it.each([
    ['a local authority user', colomboUser],
    ['a super admin acting as super admin', superAdmin],
    ['a super admin with role 003 but no authority selected', { ...impersonating, selectedLocalAuthority: null }],
  ])('refuses %s before sending, with the spec message', async (_who, user) => {
    as(user);
    const call = apiClient.post('/local-authority/search-waste', {}, { params: { localAuthorityId: 'LG-11001' } });
    await expect(call).rejects.toThrow(LA_SCOPE_MESSAGE.notImpersonating);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an id that is not the selected authority, in the query or in the body', async () => {
    as(impersonating);
    await expect(apiClient.get('/local-authority/la-waste-collection', { params: { localAuthorityId: 'LG-11002' } })).rejects.toThrow(
      LA_SCOPE_MESSAGE.mismatch,
    );
    await expect(apiClient.post('/sampath-piyasa/search-center', { localAuthorityId: 'LG-11002' })).rejects.toThrow(
      LA_SCOPE_MESSAGE.mismatch,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends the call of an impersonating super admin for the selected authority', async () => {
    as(impersonating);
    const answer = await apiClient.post('/local-authority/search-waste', {}, { params: { localAuthorityId: 'LG-11001' } });
    expect(answer.data).toBe('sent');
    expect(api.calls[0].params).toEqual({ localAuthorityId: 'LG-11001' });
  });

  it('lets the role switcher look an authority up before the switch (the server still checks role 005)', async () => {
    as(superAdmin);
    await expect(apiClient.get('/local-authority/get-la-info', { params: { localAuthorityId: 'LG-11002' } })).resolves.toMatchObject({
      data: 'sent',
    });
  });

  it("lets a super admin name an account's authority when creating or changing the account (the server checks role 005)", async () => {
    as(superAdmin);
    await expect(apiClient.post('/users', { localAuthorityId: 'LG-11002' })).resolves.toMatchObject({ data: 'sent' });
    await expect(apiClient.patch('/users/0b7c1a3e-1111-4222-8333-444455556666', { localAuthorityId: 'LG-11002' })).resolves.toMatchObject({
      data: 'sent',
    });
    await expect(apiClient.post('/users/search-anything', { localAuthorityId: 'LG-11002' })).rejects.toThrow(
      LA_SCOPE_MESSAGE.notImpersonating,
    );
  });

  it('sends calls without localAuthorityId for anyone', async () => {
    as(colomboUser);
    await expect(apiClient.post('/local-authority/search-waste', { pageStart: 0 })).resolves.toMatchObject({ data: 'sent' });
  });

  it('the refusal is shown as its own message, never the fallback', async () => {
    as(colomboUser);
    const error = await apiClient.get('/x', { params: { localAuthorityId: 'LG-11001' } }).catch((e: unknown) => e);
    expect(errorMessage(error, 'Error loading waste data')).toBe(LA_SCOPE_MESSAGE.notImpersonating);
  });

  it('names the impersonated authority only for 005 acting as 003 with a selection', () => {
    expect(impersonatedLocalAuthorityId(impersonating)).toBe('LG-11001');
    expect(impersonatedLocalAuthorityId(colomboUser)).toBeUndefined();
    expect(impersonatedLocalAuthorityId(superAdmin)).toBeUndefined();
    expect(impersonatedLocalAuthorityId(null)).toBeUndefined();
  });
});
