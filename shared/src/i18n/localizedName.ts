import type { Language } from '../constants';

interface NamedInThreeLanguages {
  name: string;
  nameSi: string;
  nameTa: string;
}

/** A reference-data name (province, district) in the user's language, English when that one is missing. */
export function localizedName(entity: NamedInThreeLanguages, language: string): string {
  const byLanguage: Record<Language, string> = { en: entity.name, si: entity.nameSi, ta: entity.nameTa };
  return byLanguage[language as Language] || entity.name;
}
