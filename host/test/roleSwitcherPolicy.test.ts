import { testUser } from '@waste/shared/testing';
import {
  actAsLocalAuthority,
  actAsRecycler,
  actAsSuperAdmin,
  actingScope,
  filterLocalAuthorities,
  filterRecyclers,
} from '../src/roleSwitcher/roleSwitcherPolicy';
import { authorities, colomboInfo, colomboSelected, recyclers } from './roleSwitcherFixtures';

// Who may switch at all is an access flag (canSwitchRole), tested in shared/test/access.test.ts.
const superAdmin = testUser('005');

describe('picker search (spec section 5): case-insensitive substring, ranked', () => {
  it.each([
    ['colombo', ['Colombo MC']],
    ['CENTRAL', ['Kandy MC']],
    ['gall', ['Galle MC']],
    ['mc', ['Colombo MC', 'Kandy MC', 'Galle MC']],
    ['  ', ['Colombo MC', 'Kandy MC', 'Galle MC']],
    ['jaffna', []],
    ['මහ නගර', ['Colombo MC', 'Kandy MC', 'Galle MC']],
    ['kandy மாநகர', ['Kandy MC']],
  ])('local authorities by name (any language), province or district: %j', (query, names) => {
    expect(filterLocalAuthorities(authorities, query).map((row) => row.name)).toEqual(names);
  });

  it('ranks exact and prefix matches first: "galle" lists Galle MC before Kegalle, in every language', () => {
    const rows = [
      { ...authorities[0], id: 'LG-1', name: 'Kegalle UC', nameSi: 'කෑගල්ල නගර සභාව', nameTa: 'கேகாலை நகர சபை' },
      { ...authorities[2], id: 'LG-2', nameSi: 'ගාල්ල මහ නගර සභාව', nameTa: 'காலி மாநகர சபை' },
    ];
    expect(filterLocalAuthorities(rows, 'galle').map((row) => row.name)).toEqual(['Galle MC', 'Kegalle UC']);
    expect(filterLocalAuthorities(rows, 'ගාල්ල').map((row) => row.name)).toEqual(['Galle MC']);
    expect(filterLocalAuthorities(rows, 'காலி').map((row) => row.name)).toEqual(['Galle MC']);
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
  it('a local authority: role 003 with the authority selected and no recycler', () => {
    const next = actAsLocalAuthority({ ...superAdmin, selectedRecycler: { ...recyclers[0] } }, colomboInfo);
    expect(next).toMatchObject({ defaultRole: '003', roles: ['005'], selectedRecycler: null });
    expect(next.selectedLocalAuthority).toEqual(colomboSelected);
    expect(actingScope(next, 'en')).toEqual({ role: 'localAuthority', name: 'Colombo MC' });
    expect(actingScope(next, 'si')).toEqual({ role: 'localAuthority', name: 'Colombo මහ නගර සභාව' });
  });

  it('a recycler: role 004 with the recycler selected and no authority', () => {
    const next = actAsRecycler(actAsLocalAuthority(superAdmin, colomboInfo), recyclers[1]);
    expect(next).toMatchObject({ defaultRole: '004', selectedLocalAuthority: null, selectedRecycler: recyclers[1] });
    expect(actingScope(next, 'ta')).toEqual({ role: 'recycler', name: 'EcoCycle' });
  });

  it('back to Super Admin clears both selections', () => {
    const next = actAsSuperAdmin(actAsRecycler(superAdmin, recyclers[0]));
    expect(next).toMatchObject({ defaultRole: '005', selectedLocalAuthority: null, selectedRecycler: null });
    expect(actingScope(next, 'en')).toEqual({ role: 'superAdmin' });
  });
});
