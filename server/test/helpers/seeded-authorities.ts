/** Colombo MC as the seed holds it and the session names it (users/me, the sign-in's logged_user): in the three languages. */
export const COLOMBO_MC_SESSION = {
  id: 'LG-11001',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  district: 'Colombo',
  province: 'western',
  councilType: 'MC',
};
