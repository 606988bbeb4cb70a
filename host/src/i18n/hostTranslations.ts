import { registerTranslations, type Translations } from '@waste/shared';
import shellEn from './locales/shell.en.json';
import shellSi from './locales/shell.si.json';
import shellTa from './locales/shell.ta.json';
import templateEn from './locales/template.en.json';
import templateSi from './locales/template.si.json';
import templateTa from './locales/template.ta.json';
import accountEn from './locales/account.en.json';
import accountSi from './locales/account.si.json';
import accountTa from './locales/account.ta.json';
import roleSwitcherEn from './locales/roleSwitcher.en.json';
import roleSwitcherSi from './locales/roleSwitcher.si.json';
import roleSwitcherTa from './locales/roleSwitcher.ta.json';
import layoutEn from './locales/layout.en.json';
import layoutSi from './locales/layout.si.json';
import layoutTa from './locales/layout.ta.json';

export const HOST_NAMESPACE = 'host';

/** One file per area and language (locales/<area>.<lang>.json), merged into the host's namespace. */
const areas: Translations[] = [
  { en: shellEn, si: shellSi, ta: shellTa },
  { en: templateEn, si: templateSi, ta: templateTa },
  { en: accountEn, si: accountSi, ta: accountTa },
  { en: roleSwitcherEn, si: roleSwitcherSi, ta: roleSwitcherTa },
  { en: layoutEn, si: layoutSi, ta: layoutTa },
];

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
