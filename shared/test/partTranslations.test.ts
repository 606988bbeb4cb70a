import entryWizardEn from '../src/i18n/locales/entryWizard.en.json';
import entryWizardSi from '../src/i18n/locales/entryWizard.si.json';
import entryWizardTa from '../src/i18n/locales/entryWizard.ta.json';
import filterBarEn from '../src/i18n/locales/filterBar.en.json';
import filterBarSi from '../src/i18n/locales/filterBar.si.json';
import filterBarTa from '../src/i18n/locales/filterBar.ta.json';
import plausibilityEn from '../src/i18n/locales/plausibility.en.json';
import plausibilitySi from '../src/i18n/locales/plausibility.si.json';
import plausibilityTa from '../src/i18n/locales/plausibility.ta.json';
import type { Translations } from '../src/i18n/instance';
import { NO_TRANSLATION_GAPS, translationGaps } from '../src/testing/remoteModule';

// The common words that come with a deferred part's code (host/test/i18nCompleteness.test.ts checks the rest).
const parts: [string, Translations][] = [
  ['EntryWizard', { en: entryWizardEn, si: entryWizardSi, ta: entryWizardTa }],
  ['FilterBar', { en: filterBarEn, si: filterBarSi, ta: filterBarTa }],
  ['PlausibilityWarnings', { en: plausibilityEn, si: plausibilitySi, ta: plausibilityTa }],
];

describe.each(parts)("%s's words", (_part, translations) => {
  it('are in si and ta for every English key, each non-empty with the same {{placeholders}}', () => {
    expect(translationGaps(translations)).toEqual(NO_TRANSLATION_GAPS);
  });
});
