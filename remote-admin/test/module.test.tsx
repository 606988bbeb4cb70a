import { allTranslations, menuLabels, NO_TRANSLATION_GAPS, registerModule, testUser, translationGaps } from '@waste/shared/testing';
import { allowedRoutes, menuOf, menuPages, accessOf, ROLE } from '@waste/shared';
import adminModule from '../src/module';

beforeAll(() => registerModule(adminModule));
jest.setTimeout(30_000);

describe('the admin menu by default role (spec section 2)', () => {
  it('001 Admin: dashboard, requests', () => {
    expect(menuLabels(adminModule, testUser(ROLE.ADMIN))).toEqual(['Dashboard', 'Requests']);
  });

  it('005 Super Admin: dashboard, local authorities, customs, recyclers, requests, loggers, and accounts (remote-admin/README.md)', () => {
    expect(menuLabels(adminModule, testUser(ROLE.SUPER_ADMIN))).toEqual([
      'Dashboard',
      'Local Authorities',
      'Customs',
      'Recyclers',
      'Requests',
      'Loggers',
      'Uncertainty rules',
      'Accounts',
    ]);
  });

  it("001 Admin reaches no other page by its address either (a record page is the layout's 404)", () => {
    expect(allowedRoutes(adminModule.routes, accessOf(testUser(ROLE.ADMIN))).map(({ path }) => path)).toEqual(['dashboard', 'requests']);
  });

  it('gives every entry an icon', () => {
    expect(menuPages(menuOf(adminModule.routes, accessOf(testUser(ROLE.SUPER_ADMIN)))).filter((entry) => !entry.icon)).toEqual([]);
  });
});

describe('every admin page', () => {
  it('is built: none shows the not-available frame any more', () => {
    const built = [
      'dashboard',
      'recycler',
      'recycler/register',
      'recycler/edit/:id',
      'recycler/master-data',
      'recycler/view/:id',
      'requests',
      'loggers',
      'accounts',
      'local-authorities',
      'wasteData/la-view/:id',
      'customs',
      'uncertainty-rules',
    ];
    expect(adminModule.routes.map(({ path }) => path).filter((path) => !built.includes(path))).toEqual([]);
  });
});

it('has every English string in Sinhala and Tamil, each language a chunk of its own', async () => {
  expect(translationGaps(await allTranslations(adminModule.translations))).toEqual(NO_TRANSLATION_GAPS);
});
