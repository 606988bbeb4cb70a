import { ROLE, type LoggedUser } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { actingAs, recordRoleSwitch } from '../src/roleSwitcher/api/recordRoleSwitch';

const SUPER_ADMIN = {
  id: 'u-1',
  roles: [ROLE.SUPER_ADMIN],
  defaultRole: ROLE.SUPER_ADMIN,
  selectedLocalAuthority: null,
  selectedRecycler: null,
} as unknown as LoggedUser;

describe('a role switch told to the audit log', () => {
  it('names whom the super admin acts as: an authority, a recycler, or themselves', () => {
    const authority = {
      id: 'LG-11001',
      name: 'Colombo MC',
      nameSi: null,
      nameTa: null,
      district: 'Colombo',
      province: 'WP',
      councilType: 'MC',
    };
    expect(actingAs({ ...SUPER_ADMIN, defaultRole: ROLE.LOCAL_AUTHORITY, selectedLocalAuthority: authority })).toEqual({
      role: '003',
      localAuthorityId: 'LG-11001',
    });
    const recycler = { id: 'RC-DEMO-01', name: 'Demo', primaryAddress: '', hotline: '' };
    expect(actingAs({ ...SUPER_ADMIN, defaultRole: ROLE.RECYCLER, selectedRecycler: recycler })).toEqual({
      role: '004',
      recyclerId: 'RC-DEMO-01',
    });
    expect(actingAs(SUPER_ADMIN)).toEqual({ role: '005' });
  });

  it('posts the switch, and a refusal does not undo it', async () => {
    const api = fakeApi(() => ({ status: 500, data: {} }));
    await expect(recordRoleSwitch(SUPER_ADMIN)).resolves.toBeUndefined();
    expect(api.calls.map((call) => [call.method, call.url, JSON.parse(String(call.data))])).toEqual([
      ['post', '/users/me/acting-as', { role: '005' }],
    ]);
    api.restore();
  });
});
