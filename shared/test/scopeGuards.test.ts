import type { InternalAxiosRequestConfig } from 'axios';
import { testUser } from '../src/testing';
import { localAuthorityScopeGuard } from '../src/scope/localAuthorityScope';
import { RC_SCOPE_MESSAGE, recyclerScopeGuard } from '../src/scope/recyclerScope';
import { ScopeGuardError, type ScopeGuard } from '../src/scope/scopeGuard';
import { assertRequestScope, SCOPE_GUARDS } from '../src/scope/scopeGuards';

const call = (url: string, params?: object, data?: object) => ({ url, params, data }) as InternalAxiosRequestConfig;
const recyclerGuard: ScopeGuard = {
  field: 'recyclerId',
  isLookup: (url) => url === '/recycler/get-info',
  assert: (_user, id) => {
    if (id !== 'R-1') throw new ScopeGuardError('not your recycler', 'scopeError.RC_MISMATCH');
  },
};

describe('the scope guards of the API client', () => {
  it('are the local authority guard and the recycler guard', () => {
    expect(SCOPE_GUARDS).toEqual([localAuthorityScopeGuard, recyclerScopeGuard]);
  });

  it('each guard checks its own field, in the query string or the body, and lets its lookups through', () => {
    const guards = [localAuthorityScopeGuard, recyclerGuard];
    expect(() => assertRequestScope(null, call('/recycler/search', { recyclerId: 'R-2' }), guards)).toThrow('not your recycler');
    expect(() => assertRequestScope(null, call('/recycler/search', undefined, { recyclerId: 'R-2' }), guards)).toThrow(ScopeGuardError);
    expect(() => assertRequestScope(null, call('/recycler/search', { recyclerId: 'R-1' }), guards)).not.toThrow();
    expect(() => assertRequestScope(null, call('/recycler/get-info', { recyclerId: 'R-2' }), guards)).not.toThrow();
    expect(() => assertRequestScope(null, call('/recycler/search', {}), guards)).not.toThrow();
  });

  it('lets recyclerId through only for the recycler a super admin acts as', () => {
    const recycler = { id: 'RC-1', name: 'Green Loop', primaryAddress: 'Negombo', hotline: '0112345678' };
    const actingAs = testUser('004', ['005'], { selectedRecycler: recycler });
    expect(() => assertRequestScope(actingAs, call('/recycler/search-waste-data-list', { recyclerId: 'RC-1' }))).not.toThrow();
    expect(() => assertRequestScope(actingAs, call('/recycler/own-graph', { recyclerId: 'RC-2' }))).toThrow(RC_SCOPE_MESSAGE.mismatch);
    expect(() =>
      assertRequestScope(testUser('004', ['004'], { selectedRecycler: recycler }), call('/recycler/own-graph', { recyclerId: 'RC-1' })),
    ).toThrow(RC_SCOPE_MESSAGE.notImpersonating);
    expect(() =>
      assertRequestScope(testUser('005', ['005']), call('/recycler/create-account', undefined, { recyclerId: 'RC-1' })),
    ).not.toThrow();
  });

  it("lets the admin's Requests be searched by authority or recycler without acting as either", () => {
    for (const admin of [testUser('001', ['001']), testUser('005', ['005'])]) {
      expect(() => assertRequestScope(admin, call('/requests/search', undefined, { localAuthorityId: 'LG-11001' }))).not.toThrow();
      expect(() => assertRequestScope(admin, call('/requests/search', undefined, { recyclerId: 'RC-1' }))).not.toThrow();
      // A parameter request's effect on its authority's MFA: a what-if, saved nowhere.
      expect(() => assertRequestScope(admin, call('/mfa/what-if', undefined, { localAuthorityId: 'LG-11001' }))).not.toThrow();
    }
  });

  it("lets the registry's read-only view read a recycler's returns and graphs, never write as it", () => {
    const superAdmin = testUser('005', ['005']);
    for (const url of [
      '/recycler/search-waste-data-list',
      '/recycler/own-graph',
      '/recycler/national-graph',
      '/recycler/waste-data-detail/abc',
    ]) {
      expect(() => assertRequestScope(superAdmin, call(url, { recyclerId: 'RC-2' }))).not.toThrow();
    }
    expect(() => assertRequestScope(superAdmin, call('/recycler/save-recycler-waste-data', { recyclerId: 'RC-2' }))).toThrow(
      RC_SCOPE_MESSAGE.notImpersonating,
    );
    // Acting as one recycler, reads of another are still refused; a recycler account never names one.
    const recycler = { id: 'RC-1', name: 'Green Loop', primaryAddress: 'Negombo', hotline: '0112345678' };
    expect(() =>
      assertRequestScope(testUser('004', ['005'], { selectedRecycler: recycler }), call('/recycler/own-graph', { recyclerId: 'RC-2' })),
    ).toThrow(RC_SCOPE_MESSAGE.mismatch);
    expect(() => assertRequestScope(testUser('004', ['004']), call('/recycler/own-graph', { recyclerId: 'RC-2' }))).toThrow(
      RC_SCOPE_MESSAGE.notImpersonating,
    );
  });
});
