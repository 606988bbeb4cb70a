/** A master data name as the server sends it: English always, Sinhala and Tamil when someone entered them. */
export interface MasterDataNames {
  name: string;
  nameSi: string | null;
  nameTa: string | null;
}

/**
 * The name in the user's language; `fallback` is true when that translation is missing and the English
 * name stands in (the page marks it, so nobody takes it for a translation).
 */
export function masterDataName(entry: MasterDataNames, language: string): { text: string; fallback: boolean } {
  const translated = language === 'si' ? entry.nameSi : language === 'ta' ? entry.nameTa : entry.name;
  return translated ? { text: translated, fallback: false } : { text: entry.name, fallback: true };
}
