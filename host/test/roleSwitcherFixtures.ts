import type { LocalAuthorityInfo } from '@waste/shared';
import { COLOMBO } from '@waste/shared/testing';
import type { LocalAuthorityRow } from '../src/roleSwitcher/api/searchLocalAuthorities';
import type { RecyclerRow } from '../src/roleSwitcher/api/searchRecyclers';

/** What the pickers list, as the server answers them. */
export const authorities: LocalAuthorityRow[] = [
  ...[
    { id: '1', name: 'Colombo', province: 'western', provinceName: 'Western', district: 'Colombo', districtId: '1' },
    { id: '2', name: 'Kandy', province: 'central', provinceName: 'Central', district: 'Kandy', districtId: '2' },
    { id: '3', name: 'Galle', province: 'southern', provinceName: 'Southern', district: 'Galle', districtId: '3' },
  ].map((row) => ({
    ...row,
    name: `${row.name} MC`,
    nameSi: `${row.name} මහ නගර සභාව`,
    nameTa: `${row.name} மாநகர சபை`,
    councilType: 'MC',
  })),
];

export const recyclers: RecyclerRow[] = [
  { id: '10', name: 'Green Loop', primaryAddress: '12 Main St, Negombo', hotline: '0112345678' },
  { id: '11', name: 'EcoCycle', primaryAddress: '4 Temple Rd, Matara', hotline: '0419876543' },
];

/** Colombo MC's reference data (get-la-info), which acting as it stores. */
export const colomboInfo: LocalAuthorityInfo = {
  id: '1',
  code: 'CMC',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  nameTranslation: 'council_type_only',
  councilType: { code: 'MC', name: 'Municipal Council' },
  district: { id: '1', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' },
  province: { id: '1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
};

/** What acting as Colombo MC (colomboInfo) keeps in the session: the shared Colombo MC under the pickers' id. */
export const colomboSelected = { ...COLOMBO, id: colomboInfo.id };
