import { languageChoices } from '../layout/languages';
import { STORAGE_KEY_NAMES } from './storageKeys';

export type QuickLanguage = 'en' | 'si' | 'ta';

const CODES = new Set<string>(languageChoices.map((choice) => choice.code));

function supported(candidate: string | null | undefined): QuickLanguage | null {
  const code = candidate?.toLowerCase().split('-')[0];
  return code && CODES.has(code) ? (code as QuickLanguage) : null;
}

function cookieLanguage(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : null;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY_NAMES.language);
  } catch {
    return null;
  }
}

/** The shell's i18next detection order (`@waste/shared` initI18n): ?lng=, cookie, localStorage, the browser's. */
export function detectLanguage(): QuickLanguage {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    cookieLanguage(),
    storedLanguage(),
    ...(navigator.languages ?? [navigator.language]),
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return language;
  }
  return 'en';
}

/** Kept where i18next's detector looks, so the shell opens in the language chosen here. */
export function storeLanguage(language: QuickLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY_NAMES.language, language);
  } catch {
    // Private mode: the choice holds for this page only.
  }
}
