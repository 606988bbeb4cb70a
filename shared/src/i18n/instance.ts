import i18next, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEY, type Language } from '../constants';
import commonEn from './locales/common.en.json';
import commonSi from './locales/common.si.json';
import commonTa from './locales/common.ta.json';

export type Translations = Partial<Record<Language, Record<string, string>>>;

export const COMMON_NAMESPACE = 'common';

/** The one i18next instance; host and remotes share it as a federation singleton through this package. */
export const i18n = i18next.createInstance();

export function initI18n(): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const resources: Resource = {
    en: { [COMMON_NAMESPACE]: commonEn },
    si: { [COMMON_NAMESPACE]: commonSi },
    ta: { [COMMON_NAMESPACE]: commonTa },
  };
  return i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: COMMON_NAMESPACE,
      ns: [COMMON_NAMESPACE],
      keySeparator: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: STORAGE_KEY.language,
        caches: ['localStorage'],
      },
    });
}

/** Each remote brings its own namespace; registering twice (a remote reloaded) replaces it. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const [language, strings] of Object.entries(translations)) {
    if (strings) i18n.addResourceBundle(language, namespace, strings, true, true);
  }
}
