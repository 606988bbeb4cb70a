import { LANGUAGES, type Language } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type CountryNames = Record<string, string>;

/** CLDR's names by ISO 3166 alpha-3 code, one file per language, loaded when a page first names a partner (ADR 0215). */
const NAMES: Record<Language, () => Promise<{ default: CountryNames }>> = {
  en: () => import('./en.json'),
  si: () => import('./si.json'),
  ta: () => import('./ta.json'),
};

/**
 * A customs partner's name in the user's language (ඉන්දියාව, இந்தியா for IND); its code while the names load,
 * or when CLDR does not name it.
 */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = LANGUAGES.find((known) => known === i18n.language) ?? 'en';
  const { data } = useQuery({
    queryKey: ['countryNames', language],
    queryFn: async () => (await NAMES[language]()).default,
    staleTime: Infinity,
  });
  return (code) => data?.[code] ?? code;
}
