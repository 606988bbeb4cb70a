import { hasAnyRole, LA_SCOPE_MESSAGE, localAuthorityScope, type SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';

const user = (overrides: Partial<SignedInUser>): SignedInUser => ({
  id: 'u1',
  roles: [],
  defaultRole: null,
  localAuthorityId: null,
  recyclerId: null,
  ...overrides,
});

describe('hasAnyRole', () => {
  it('needs one of the allowed roles among the roles the user holds', () => {
    expect(hasAnyRole(user({ roles: [ROLE.SL_CUSTOM] }), [ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN])).toBe(false);
    expect(hasAnyRole(user({ roles: [ROLE.SL_CUSTOM, ROLE.SUPER_ADMIN] }), [ROLE.SUPER_ADMIN])).toBe(true);
    expect(hasAnyRole(user({ roles: [] }), [ROLE.ADMIN])).toBe(false);
  });
});

describe('localAuthorityScope', () => {
  const localAuthority = user({ roles: [ROLE.LOCAL_AUTHORITY], defaultRole: ROLE.LOCAL_AUTHORITY, localAuthorityId: 'LG-11001' });
  const superAdmin = user({ roles: [ROLE.SUPER_ADMIN], defaultRole: ROLE.SUPER_ADMIN });

  it('gives a local authority user its own authority', () => {
    expect(localAuthorityScope(localAuthority, undefined)).toBe('LG-11001');
  });

  it('refuses localAuthorityId from anyone but a super admin', () => {
    expect(() => localAuthorityScope(localAuthority, 'LG-11002')).toThrow(LA_SCOPE_MESSAGE);
    expect(() => localAuthorityScope(localAuthority, 'LG-11001')).toThrow(expect.objectContaining({ statusCode: 403, code: 'LA_SCOPE' }));
  });

  it('lets a super admin act for any authority, and asks for one when it has none', () => {
    expect(localAuthorityScope(superAdmin, 'LG-92001')).toBe('LG-92001');
    expect(() => localAuthorityScope(superAdmin, undefined)).toThrow(expect.objectContaining({ statusCode: 400, code: 'LA_REQUIRED' }));
  });
});
