import type { LocalAuthorityInfo, LoggedUser } from '@waste/shared';
import type { LocalAuthorityRow } from '../src/roleSwitcher/api/searchLocalAuthorities';
import type { RecyclerRow } from '../src/roleSwitcher/api/searchRecyclers';
import {
  actAsLocalAuthority,
  actAsRecycler,
  actAsSuperAdmin,
  actingScope,
  filterLocalAuthorities,
  filterRecyclers,
} from '../src/roleSwitcher/roleSwitcherPolicy';

// Who may switch at all is an access flag (canSwitchRole), tested in shared/test/access.test.ts.
const superAdmin: LoggedUser = {
  id: '1',
  firstName: 'Sunil',
  lastName: 'Perera',
  email: 'user@demo.lk',
  defaultRole: '005',
  roles: ['005'],
  selectedLocalAuthority: null,
  selectedRecycler: null,
};

const authorities: LocalAuthorityRow[] = [
  { id: '1', name: 'Colombo MC', province: 'western', provinceName: 'Western', district: 'Colombo', districtId: '1', councilType: 'MC' },
  { id: '2', name: 'Kandy MC', province: 'central', provinceName: 'Central', district: 'Kandy', districtId: '2', councilType: 'MC' },
  { id: '3', name: 'Galle MC', province: 'southern', provinceName: 'Southern', district: 'Galle', districtId: '3', councilType: 'MC' },
];

const recyclers: RecyclerRow[] = [
  { id: '10', name: 'Green Loop', primaryAddress: '12 Main St, Negombo', hotline: '0112345678' },
  { id: '11', name: 'EcoCycle', primaryAddress: '4 Temple Rd, Matara', hotline: '0419876543' },
];

describe('picker search (spec section 5): case-insensitive substring', () => {
  it.each([
    ['colombo', ['Colombo MC']],
    ['CENTRAL', ['Kandy MC']],
    ['gall', ['Galle MC']],
    ['mc', ['Colombo MC', 'Kandy MC', 'Galle MC']],
    ['  ', ['Colombo MC', 'Kandy MC', 'Galle MC']],
    ['jaffna', []],
  ])('local authorities by name, province or district: %j', (query, names) => {
    expect(filterLocalAuthorities(authorities, query).map((row) => row.name)).toEqual(names);
  });

  it.each([
    ['green', ['Green Loop']],
    ['matara', ['EcoCycle']],
    ['0112', ['Green Loop']],
    ['nothing', []],
  ])('recyclers by name, primary address or hotline: %j', (query, names) => {
    expect(filterRecyclers(recyclers, query).map((row) => row.name)).toEqual(names);
  });
});

describe('acting as another role', () => {
  const info: LocalAuthorityInfo = {
    id: '1',
    code: 'CMC',
    name: 'Colombo MC',
    councilType: { code: 'MC', name: 'Municipal Council' },
    district: { id: '1', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' },
    province: { id: '1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
  };

  it('a local authority: role 003 with the authority selected and no recycler', () => {
    const next = actAsLocalAuthority({ ...superAdmin, selectedRecycler: { ...recyclers[0] } }, info);
    expect(next).toMatchObject({ defaultRole: '003', roles: ['005'], selectedRecycler: null });
    expect(next.selectedLocalAuthority).toEqual({
      id: '1',
      name: 'Colombo MC',
      district: 'Colombo',
      province: 'western',
      councilType: 'MC',
    });
    expect(actingScope(next)).toEqual({ role: 'localAuthority', name: 'Colombo MC' });
  });

  it('a recycler: role 004 with the recycler selected and no authority', () => {
    const next = actAsRecycler(actAsLocalAuthority(superAdmin, info), recyclers[1]);
    expect(next).toMatchObject({ defaultRole: '004', selectedLocalAuthority: null, selectedRecycler: recyclers[1] });
    expect(actingScope(next)).toEqual({ role: 'recycler', name: 'EcoCycle' });
  });

  it('back to Super Admin clears both selections', () => {
    const next = actAsSuperAdmin(actAsRecycler(superAdmin, recyclers[0]));
    expect(next).toMatchObject({ defaultRole: '005', selectedLocalAuthority: null, selectedRecycler: null });
    expect(actingScope(next)).toEqual({ role: 'superAdmin' });
  });
});
