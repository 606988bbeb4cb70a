import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEY, type Language } from '../constants';
import commonEn from './locales/common.en.json';
import serverErrorsEn from './locales/serverErrors.en.json';

export type Strings = Record<string, string>;

/** A namespace's words in every language, bundled with its code (the host's, a shared component's). */
export type Translations = Partial<Record<Language, Strings>>;

/**
 * A namespace's words one chunk per language (a remote's: `{ en: () => import('./i18n/en.json'), ... }`):
 * a page fetches only the language it shows (docs/adr/0216-each-remote-loads-the-pages-language.md).
 */
export type TranslationLoaders = Partial<Record<Language, () => Promise<{ default: Strings }>>>;

export const COMMON_NAMESPACE = 'common';

/** The one i18next instance; host and remotes share it as a federation singleton through this package. */
export const i18n = i18next.createInstance();

const merged = ([common, serverErrors]: { default: Strings }[]) => ({ default: { ...common.default, ...serverErrors.default } });

/**
 * The shared package's own words (the server's error codes in words, shared/src/api/errorMessage.ts, are a
 * part of the common namespace): English bundled as every namespace's fallback, Sinhala and Tamil one chunk each.
 */
const commonLoaders: TranslationLoaders = {
  si: () =>
    Promise.all([
      import(/* webpackChunkName: "words-common-si" */ './locales/common.si.json'),
      import(/* webpackChunkName: "words-common-si" */ './locales/serverErrors.si.json'),
    ]).then(merged),
  ta: () =>
    Promise.all([
      import(/* webpackChunkName: "words-common-ta" */ './locales/common.ta.json'),
      import(/* webpackChunkName: "words-common-ta" */ './locales/serverErrors.ta.json'),
    ]).then(merged),
};

const loaders = new Map<string, TranslationLoaders>([[COMMON_NAMESPACE, commonLoaders]]);
/** `language|namespace` of the chunks in the store: a shared component's own few common words do not count. */
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** The language a switch is loading, so that a remote registered meanwhile loads it too. */
let switchingTo: Language | null = null;

const supported = (language: string | undefined): Language => LANGUAGES.find((candidate) => candidate === language) ?? FALLBACK_LANGUAGE;

function loadBundle(namespace: string, language: Language): Promise<void> {
  const key = `${language}|${namespace}`;
  const load = loaders.get(namespace)?.[language];
  if (!load || loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = load()
      .then((module) => {
        i18n.addResourceBundle(language, namespace, module.default, true, true);
        loaded.add(key);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Fetches a language's words of every namespace known so far: the shared package's and each registered remote's. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadBundle(namespace, language)));
}

/**
 * Switches to `language` once its words are in, so that no key ever shows; a failed fetch rejects and leaves
 * the current language.
 */
export async function changeLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    await loadLanguage(language);
  } finally {
    switchingTo = null;
  }
  await i18n.changeLanguage(language);
}

let initialized: Promise<void> | null = null;

/**
 * `language`: the one the host detected (host/src/quickSignIn/quickLanguage.ts detectLanguage, the detection the
 * quick sign-in page and the first frame use too); without it (a remote on its own) i18next's detector finds it
 * in the same order: ?lng=, cookie, localStorage, the browser's languages. Resolves once that language's common
 * words are in; if they cannot be fetched (offline before the service worker stored them) the page reads English.
 */
export function initI18n(language?: Language): Promise<void> {
  initialized ??= start(language);
  return initialized;
}

async function start(language?: Language): Promise<void> {
  loaded.add(`${FALLBACK_LANGUAGE}|${COMMON_NAMESPACE}`);
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { [FALLBACK_LANGUAGE]: { [COMMON_NAMESPACE]: { ...commonEn, ...serverErrorsEn } } },
      partialBundledLanguages: true,
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
  const detected = supported(i18n.language);
  if (detected !== FALLBACK_LANGUAGE) await changeLanguage(detected).catch(() => undefined);
}

/** Each namespace bundled with its code; registering twice (a component's chunk run again) replaces it. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const [language, strings] of Object.entries(translations)) {
    if (strings) i18n.addResourceBundle(language, namespace, strings, true, true);
  }
}

/**
 * A remote's words: kept for later language switches, and the page's language fetched now (with the remote's
 * page, not before it). A remote loaded again with other chunks (a new release) fetches them again.
 */
export function registerTranslationLoaders(namespace: string, translationLoaders: TranslationLoaders): Promise<void> {
  if (loaders.get(namespace) !== translationLoaders) {
    loaders.set(namespace, translationLoaders);
    for (const language of LANGUAGES) loaded.delete(`${language}|${namespace}`);
  }
  const languages = new Set([supported(i18n.language), ...(switchingTo ? [switchingTo] : [])]);
  return Promise.all([...languages].map((language) => loadBundle(namespace, language))).then(() => undefined);
}
