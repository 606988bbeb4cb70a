/**
 * UN Comtrade's classification codes and the HS edition each names (UN Comtrade's reference "HS" classifications:
 * H0 = HS 1988/92, H1 = HS1996, H2 = HS2002, H3 = HS2007, H4 = HS2012, H5 = HS2017, H6 = HS2022).
 */
const HS_EDITIONS: Record<string, string> = {
  H0: 'HS1992',
  H1: 'HS1996',
  H2: 'HS2002',
  H3: 'HS2007',
  H4: 'HS2012',
  H5: 'HS2017',
  H6: 'HS2022',
};

/** `H5 (HS2017)` for a Comtrade classification code; the code itself for one not in the table. */
export const hsVersion = (classification: string) =>
  HS_EDITIONS[classification] ? `${classification} (${HS_EDITIONS[classification]})` : classification;

/** Whether a code's classification is another edition than HS2022, the nomenclature the product holds. */
export const isOlderHs = (classification: string | null): classification is string =>
  classification !== null && classification !== 'H6' && classification !== 'HS2022';
