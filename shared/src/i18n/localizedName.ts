import type { Language } from '../constants';

/**
 * A name as the server sends it: English always, Sinhala and Tamil where the source or someone entered them.
 * Provinces, districts and local authorities carry all three wherever the server names them, a signed-in user's
 * selected authority too (a local authority's Sinhala and Tamil names may translate only its council type:
 * `nameTranslation` in the API, docs/adr/0152); an object that has only the English name (a session stored
 * before the names were added) is shown in English.
 */
export interface NamedInThreeLanguages {
  name: string;
  nameSi?: string | null;
  nameTa?: string | null;
}

/**
 * The name in the user's language; `fallback` is true when that translation is missing and the English name
 * stands in (a page may mark it, so that nobody takes it for a translation).
 */
export function nameInLanguage(entity: NamedInThreeLanguages, language: string): { text: string; fallback: boolean } {
  const byLanguage: Record<Language, string | null | undefined> = { en: entity.name, si: entity.nameSi, ta: entity.nameTa };
  const translated = byLanguage[language as Language];
  return translated ? { text: translated, fallback: false } : { text: entity.name, fallback: true };
}

/** A reference-data name (province, district, local authority) in the user's language, English when that one is missing. */
export const localizedName = (entity: NamedInThreeLanguages, language: string): string => nameInLanguage(entity, language).text;

/**
 * An answer's optional authority (`localAuthorityName`, `…NameSi`, `…NameTa` beside it) in the user's language;
 * null when the answer names none.
 */
export const localizedOptionalName = (
  name: string | null,
  nameSi: string | null | undefined,
  nameTa: string | null | undefined,
  language: string,
): string | null => (name === null ? null : localizedName({ name, nameSi, nameTa }, language));
