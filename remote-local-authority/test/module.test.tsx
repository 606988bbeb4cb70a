import { accessOf, menuOf, menuPages } from '@waste/shared';
import {
  allTranslations,
  COLOMBO,
  colomboUser,
  menuLabels,
  NO_TRANSLATION_GAPS,
  registerModule,
  renderManifestPage,
  testUser,
  translationGaps,
} from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import localAuthorityModule from '../src/module';

beforeAll(() => registerModule(localAuthorityModule));
jest.setTimeout(30_000);

describe('the local authority menu (spec section 2)', () => {
  it('003 Local Authority: dashboard, plastic waste data, Sampath Piyasa, parameters; the same for a super admin acting as one', () => {
    const labels = ['Dashboard', 'Plastic Waste Data', 'Sampath Piyasa', 'Parameters'];
    expect(menuLabels(localAuthorityModule, colomboUser)).toEqual(labels);
    expect(menuLabels(localAuthorityModule, testUser('003', ['005'], { selectedLocalAuthority: COLOMBO }))).toEqual(labels);
  });

  it('gives every entry an icon', () => {
    expect(menuPages(menuOf(localAuthorityModule.routes, accessOf(testUser('003')))).filter((entry) => !entry.icon)).toEqual([]);
  });
});

/** Every page of the menu is built; each has its own tests beside this one. */
const built = [
  'dashboard',
  'wasteData',
  'wasteData/addData',
  'wasteData/view/:id',
  'wasteData/correct/:id',
  'wasteData/la-view/:id',
  'parameters',
  'sampath-piyasa',
  'sampath-piyasa/register',
  'sampath-piyasa/addData',
  'sampath-piyasa/waste-view/:id',
  'sampath-piyasa/correct/:id',
  'sampath-piyasa/center/:id',
];

describe('the pages', () => {
  it('are all built', () => {
    expect(localAuthorityModule.routes.map(({ path }) => path).filter((path) => !built.includes(path))).toEqual([]);
  });

  it('a record page links back to its list in the breadcrumbs', async () => {
    await renderManifestPage(localAuthorityModule.routes, '/sampath-piyasa/waste-view/7');
    const breadcrumb = await screen.findByTestId('page-breadcrumb', {}, { timeout: 10_000 });
    expect(within(breadcrumb).getByRole('link', { name: 'Sampath Piyasa Centres' })).toHaveAttribute('href', '/sampath-piyasa');
  });
});

it('has every English string in Sinhala and Tamil, each language a chunk of its own', async () => {
  expect(translationGaps(await allTranslations(localAuthorityModule.translations))).toEqual(NO_TRANSLATION_GAPS);
});
