import commonEn from '../../shared/src/i18n/locales/common.en.json';
import commonSi from '../../shared/src/i18n/locales/common.si.json';
import commonTa from '../../shared/src/i18n/locales/common.ta.json';
import type { Translations } from '@waste/shared';
import adminModule from '../../remote-admin/src/module';
import customsModule from '../../remote-customs/src/module';
import localAuthorityModule from '../../remote-local-authority/src/module';
import recyclerModule from '../../remote-recycler/src/module';
import { hostTranslations } from '../src/i18n/hostTranslations';

const namespaces: [string, Translations][] = [
  ['common', { en: commonEn, si: commonSi, ta: commonTa }],
  ['host', hostTranslations()],
  ...[adminModule, customsModule, localAuthorityModule, recyclerModule].map((module): [string, Translations] => [module.namespace, module.translations]),
];

describe.each(namespaces)('translations of the %s namespace (si and ta complete)', (_namespace, translations) => {
  const english = translations.en ?? {};

  it('has English strings', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(['si', 'ta'] as const)('%s has every English key, each with a non-empty value, and no extra key', (language) => {
    const translated = translations[language] ?? {};
    const missing = Object.keys(english).filter((key) => !(typeof translated[key] === 'string' && translated[key].trim() !== ''));
    const extra = Object.keys(translated).filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(['si', 'ta'] as const)('%s keeps every {{placeholder}} of the English string', (language) => {
    const translated = translations[language] ?? {};
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
    const broken = Object.keys(english).filter(
      (key) => key in translated && placeholders(english[key]).join() !== placeholders(translated[key]).join(),
    );
    expect(broken).toEqual([]);
  });
});
