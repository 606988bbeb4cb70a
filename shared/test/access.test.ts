import { accessOf, ownLocalAuthorityId, type Access, type LoggedUser, type RoleCode } from '../src';
import { COLOMBO, colomboUser, testUser } from '../src/testing';

const recycler = { id: '10', name: 'Green Loop', primaryAddress: 'Negombo', hotline: '0112345678' };

const user = (defaultRole: RoleCode | null, roles: RoleCode[], selected: Partial<LoggedUser> = {}) =>
  testUser(defaultRole, roles, selected);

const none: Access = {
  canSwitchRole: false,
  canImpersonateLocalAuthority: false,
  canImpersonateRecycler: false,
  isAdmin: false,
  actsAsSuperAdmin: false,
  actsAsCustoms: false,
  actsAsLocalAuthority: false,
  actsAsRecycler: false,
};

describe('access flags from the logged user (spec sections 4 and 6)', () => {
  it.each<[string, LoggedUser | null, Partial<Access>]>([
    ['nobody signed in', null, {}],
    ['a user without a role', user(null, []), {}],
    ['an admin', user('001', ['001']), { isAdmin: true }],
    ['a super admin as themself', user('005', ['005']), { canSwitchRole: true, isAdmin: true, actsAsSuperAdmin: true }],
    ['a customs officer', user('002', ['002']), { actsAsCustoms: true }],
    ["a local authority's own account", colomboUser, { actsAsLocalAuthority: true }],
    [
      'a super admin acting as a local authority',
      user('003', ['005'], { selectedLocalAuthority: COLOMBO }),
      { canSwitchRole: true, canImpersonateLocalAuthority: true, actsAsLocalAuthority: true },
    ],
    ['a super admin with role 003 but no authority picked', user('003', ['005']), { canSwitchRole: true, actsAsLocalAuthority: true }],
    ["a recycler's own account", user('004', ['004'], { selectedRecycler: recycler }), { actsAsRecycler: true }],
    [
      'a super admin acting as a recycler',
      user('004', ['005'], { selectedRecycler: recycler }),
      { canSwitchRole: true, canImpersonateRecycler: true, actsAsRecycler: true },
    ],
  ])('%s', (_who, loggedUser, flags) => {
    expect(accessOf(loggedUser)).toEqual({ ...none, ...flags });
  });

  it("names the authority of a local authority's own account only", () => {
    expect(ownLocalAuthorityId(colomboUser)).toBe('LG-11001');
    expect(ownLocalAuthorityId(user('003', ['005'], { selectedLocalAuthority: COLOMBO }))).toBeUndefined();
    expect(ownLocalAuthorityId(user('005', ['005']))).toBeUndefined();
    expect(ownLocalAuthorityId(null)).toBeUndefined();
  });
});
