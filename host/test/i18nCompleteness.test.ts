import commonEn from '../../shared/src/i18n/locales/common.en.json';
import commonSi from '../../shared/src/i18n/locales/common.si.json';
import commonTa from '../../shared/src/i18n/locales/common.ta.json';
import type { Translations } from '@waste/shared';
import { NO_TRANSLATION_GAPS, translationGaps } from '@waste/shared/testing';
import { hostTranslations } from '../src/i18n/hostTranslations';

// Each remote checks its own namespace beside its manifest (remote-*/test/module.test.tsx).
const namespaces: [string, Translations][] = [
  ['common', { en: commonEn, si: commonSi, ta: commonTa }],
  ['host', hostTranslations()],
];

describe.each(namespaces)('translations of the %s namespace (si and ta complete)', (_namespace, translations) => {
  it('has English strings', () => {
    expect(Object.keys(translations.en ?? {}).length).toBeGreaterThan(0);
  });

  it('has every English key in si and ta, each non-empty with the same {{placeholders}}, and no extra key', () => {
    expect(translationGaps(translations)).toEqual(NO_TRANSLATION_GAPS);
  });
});

it('would catch a gap', () => {
  const gaps = translationGaps({ en: { a: 'A {{n}}', b: 'B' }, si: { a: 'අ', c: 'x' }, ta: { a: 'அ {{n}}', b: ' ' } });
  expect(gaps).toEqual({ si: { missing: ['b'], extra: ['c'], placeholders: ['a'] }, ta: { missing: ['b'], extra: [], placeholders: [] } });
});
