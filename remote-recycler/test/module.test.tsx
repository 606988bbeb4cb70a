import { accessOf, menuOf, menuPages } from '@waste/shared';
import { expectNotAvailableFrame, menuLabels, NO_TRANSLATION_GAPS, registerModule, renderManifestPage, testUser, translationGaps } from '@waste/shared/testing';
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

it('/wasteData is not built yet: its frame says so', async () => {
  expect(recyclerModule.routes.map(({ path }) => path)).toEqual(['dashboard', 'wasteData']);
  await renderManifestPage(recyclerModule.routes, '/wasteData');
  await expectNotAvailableFrame('Waste Data');
});

it('has every English string in Sinhala and Tamil', () => {
  expect(translationGaps(recyclerModule.translations)).toEqual(NO_TRANSLATION_GAPS);
});
