import { accessOf, menuOf, menuPages } from '@waste/shared';
import { allTranslations, menuLabels, NO_TRANSLATION_GAPS, registerModule, testUser, translationGaps } from '@waste/shared/testing';
import recyclerModule from '../src/module';

beforeAll(() => registerModule(recyclerModule));
jest.setTimeout(30_000);

describe('the recycler menu (spec section 2)', () => {
  it('004 Recycler: dashboard, waste data; the same for a super admin acting as a recycler', () => {
    expect(menuLabels(recyclerModule, testUser('004'))).toEqual(['Dashboard', 'Waste Data']);
    expect(menuLabels(recyclerModule, testUser('004', ['005']))).toEqual(['Dashboard', 'Waste Data']);
  });

  it('gives every entry an icon', () => {
    expect(menuPages(menuOf(recyclerModule.routes, accessOf(testUser('004')))).filter((entry) => !entry.icon)).toEqual([]);
  });
});

it('has the list, the wizard, the detail page and the correction under /wasteData', () => {
  expect(recyclerModule.routes.map(({ path }) => path)).toEqual([
    'dashboard',
    'wasteData',
    'wasteData/addData',
    'wasteData/view/:id',
    'wasteData/correct/:id',
  ]);
});

it('has every English string in Sinhala and Tamil, each language a chunk of its own', async () => {
  expect(translationGaps(await allTranslations(recyclerModule.translations))).toEqual(NO_TRANSLATION_GAPS);
});
