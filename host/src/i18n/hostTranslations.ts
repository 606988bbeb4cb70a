import { registerTranslations, type Translations } from '@waste/shared';
import shellEn from './locales/shell.en.json';

export const HOST_NAMESPACE = 'host';

/** One file per area and language (locales/<area>.<lang>.json), merged into the host's namespace. */
const areas: Translations[] = [{ en: shellEn }];

export function hostTranslations(): Translations {
  const merged: Translations = {};
  for (const area of areas) {
    for (const [language, strings] of Object.entries(area) as [keyof Translations, Record<string, string>][]) {
      merged[language] = { ...merged[language], ...strings };
    }
  }
  return merged;
}

export function registerHostTranslations(): void {
  registerTranslations(HOST_NAMESPACE, hostTranslations());
}
