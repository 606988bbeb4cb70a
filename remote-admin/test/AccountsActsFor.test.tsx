import { i18n } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import adminModule from '../src/module';

jest.setTimeout(60_000);

// Issue 43 screenshot walk: the accounts list named an officer's local authority in English in every language.

const OFFICER = {
  id: 'u-3',
  firstName: 'Nimal',
  lastName: 'Silva',
  email: 'nimal@colombo.lk',
  roles: ['003'],
  defaultRole: '003',
  localAuthorityId: '1',
  localAuthorityName: 'Colombo MC',
  localAuthorityNameSi: 'Colombo මහ නගර සභාව',
  localAuthorityNameTa: 'Colombo மாநகர சபை',
  recyclerId: null,
  recyclerName: null,
  organisation: null,
  disabled: false,
  createdAt: '2026-03-01T04:30:00.000Z',
  lastActivityAt: null,
  uploads: 0,
  lastUploadAt: null,
};

describe('the accounts list names the local authority in the user language', () => {
  beforeAll(() => registerModule(adminModule));
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['ta', 'Colombo மாநகர சபை'],
    ['si', 'Colombo මහ නගර සභාව'],
    ['en', 'Colombo MC'],
  ])('in %s: %s', async (language, name) => {
    const api = fakeApi((config) => ({ status: 200, data: { rows: config.url === '/users/search' ? [OFFICER] : [], total: 1 } }));
    await i18n.changeLanguage(language);
    await renderManifestPage(adminModule.routes, '/accounts');
    const table = await screen.findByTestId('accounts-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText(name)).toBeInTheDocument();
    api.restore();
  });
});
