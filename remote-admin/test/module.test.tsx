import { expectNotAvailableFrame, menuLabels, NO_TRANSLATION_GAPS, registerModule, renderManifestPage, testUser, translationGaps } from '@waste/shared/testing';
import { menuOf, menuPages, accessOf } from '@waste/shared';
import adminModule from '../src/module';

beforeAll(() => registerModule(adminModule));
jest.setTimeout(30_000);

describe('the admin menu by default role (spec section 2)', () => {
  it('001 Admin: dashboard, requests', () => {
    expect(menuLabels(adminModule, testUser('001'))).toEqual(['Dashboard', 'Requests']);
  });

  it('005 Super Admin: dashboard, local authorities, customs, recyclers, requests, loggers, and accounts (docs/decisions.md)', () => {
    expect(menuLabels(adminModule, testUser('005'))).toEqual(['Dashboard', 'Local Authorities', 'Customs', 'Recyclers', 'Requests', 'Loggers', 'Accounts']);
  });

  it('gives every entry an icon', () => {
    expect(menuPages(menuOf(adminModule.routes, accessOf(testUser('005')))).filter((entry) => !entry.icon)).toEqual([]);
  });
});

const notYetBuilt: [string, string][] = [
  ['/requests', 'Requests'],
];

describe('pages not built yet', () => {
  it('are the requests page only', () => {
    const built = ['dashboard', 'recycler', 'recycler/register', 'recycler/edit/:id', 'recycler/master-data', 'loggers', 'accounts', 'local-authorities', 'wasteData/la-view/:id', 'customs'];
    expect(adminModule.routes.filter(({ path }) => !built.includes(path))).toHaveLength(notYetBuilt.length);
  });

  it.each(notYetBuilt)('%s shows its frame and says plainly it is not available', async (path, title) => {
    await renderManifestPage(adminModule.routes, path);
    await expectNotAvailableFrame(title);
  });
});

it('has every English string in Sinhala and Tamil', () => {
  expect(translationGaps(adminModule.translations)).toEqual(NO_TRANSLATION_GAPS);
});
