import { i18n, menuOf, menuPages, accessOf } from '@waste/shared';
import { allTranslations, menuLabels, NO_TRANSLATION_GAPS, registerModule, testUser, translationGaps } from '@waste/shared/testing';
import customsModule from '../src/module';

beforeAll(() => registerModule(customsModule));
afterEach(() => i18n.changeLanguage('en'));
jest.setTimeout(30_000);

describe('the customs menu (spec section 2)', () => {
  it('002 SL Custom: dashboard, HS codes, pending HS codes, a data list group with import and export, data log', () => {
    expect(menuLabels(customsModule, testUser('002'))).toEqual([
      'Dashboard',
      'HS Codes',
      'Pending HS Codes',
      ['Data List', ['Upload imports', 'Upload exports']],
      'Data Log',
    ]);
  });

  it('gives every entry an icon', () => {
    expect(menuPages(menuOf(customsModule.routes, accessOf(testUser('002')))).filter((entry) => !entry.icon)).toEqual([]);
  });
});

it('has every English string in Sinhala and Tamil, each language a chunk of its own', async () => {
  expect(translationGaps(await allTranslations(customsModule.translations))).toEqual(NO_TRANSLATION_GAPS);
});
