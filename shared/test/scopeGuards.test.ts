import type { InternalAxiosRequestConfig } from 'axios';
import { localAuthorityScopeGuard } from '../src/scope/localAuthorityScope';
import { ScopeGuardError, type ScopeGuard } from '../src/scope/scopeGuard';
import { assertRequestScope, SCOPE_GUARDS } from '../src/scope/scopeGuards';

const call = (url: string, params?: object, data?: object) => ({ url, params, data }) as InternalAxiosRequestConfig;
const recyclerGuard: ScopeGuard = {
  field: 'recyclerId',
  isLookup: (url) => url === '/recycler/get-info',
  assert: (_user, id) => {
    if (id !== 'R-1') throw new ScopeGuardError('not your recycler');
  },
};

describe('the scope guards of the API client', () => {
  it('are the local authority guard today', () => {
    expect(SCOPE_GUARDS).toEqual([localAuthorityScopeGuard]);
  });

  it('each guard checks its own field, in the query string or the body, and lets its lookups through', () => {
    const guards = [localAuthorityScopeGuard, recyclerGuard];
    expect(() => assertRequestScope(null, call('/recycler/search', { recyclerId: 'R-2' }), guards)).toThrow('not your recycler');
    expect(() => assertRequestScope(null, call('/recycler/search', undefined, { recyclerId: 'R-2' }), guards)).toThrow(ScopeGuardError);
    expect(() => assertRequestScope(null, call('/recycler/search', { recyclerId: 'R-1' }), guards)).not.toThrow();
    expect(() => assertRequestScope(null, call('/recycler/get-info', { recyclerId: 'R-2' }), guards)).not.toThrow();
    expect(() => assertRequestScope(null, call('/recycler/search', {}), guards)).not.toThrow();
  });
});
