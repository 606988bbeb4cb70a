import i18next, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEY, type Language } from '../constants';
import commonEn from './locales/common.en.json';
import commonSi from './locales/common.si.json';
import commonTa from './locales/common.ta.json';
import serverErrorsEn from './locales/serverErrors.en.json';
import serverErrorsSi from './locales/serverErrors.si.json';
import serverErrorsTa from './locales/serverErrors.ta.json';

export type Translations = Partial<Record<Language, Record<string, string>>>;

export const COMMON_NAMESPACE = 'common';

/** The one i18next instance; host and remotes share it as a federation singleton through this package. */
export const i18n = i18next.createInstance();

/**
 * `language`: the one the host detected (host/src/quickSignIn/quickLanguage.ts detectLanguage, the detection the
 * quick sign-in page and the first frame use too); without it (a remote on its own) i18next's detector finds it
 * in the same order: ?lng=, cookie, localStorage, the browser's languages.
 */
export function initI18n(language?: Language): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const resources: Resource = {
    // The server's error codes in words (shared/src/api/errorMessage.ts), a part of the common namespace.
    en: { [COMMON_NAMESPACE]: { ...commonEn, ...serverErrorsEn } },
    si: { [COMMON_NAMESPACE]: { ...commonSi, ...serverErrorsSi } },
    ta: { [COMMON_NAMESPACE]: { ...commonTa, ...serverErrorsTa } },
  };
  return i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ...(language ? { lng: language } : {}),
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
        // `si-LK` is Sinhala: compared whole, the page's own `<html lang="en">` (htmlTag) matched first.
        convertDetectedLanguage: (detected: string) => detected.toLowerCase().split('-')[0],
      },
    });
}

/** Each remote brings its own namespace; registering twice (a remote reloaded) replaces it. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const [language, strings] of Object.entries(translations)) {
    if (strings) i18n.addResourceBundle(language, namespace, strings, true, true);
  }
}
