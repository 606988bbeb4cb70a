import type { LoggedUser } from '../api/contract';

/** Colombo MC as the session keeps it once selected (users/me, or a super admin acting as it): named in the three languages. */
export const COLOMBO: NonNullable<LoggedUser['selectedLocalAuthority']> = {
  id: 'LG-11001',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  district: 'Colombo',
  province: 'western',
  councilType: 'MC',
};

/** Colombo MC's own local authority user (role 003), signed in with Colombo MC selected. */
export const colomboUser: LoggedUser = {
  id: 'u-1',
  firstName: 'Fathima',
  lastName: 'Rizwan',
  email: 'user@demo.lk',
  roles: ['003'],
  defaultRole: '003',
  selectedLocalAuthority: COLOMBO,
  selectedRecycler: null,
};
