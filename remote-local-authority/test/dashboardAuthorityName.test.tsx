import { i18n, loggedUserAtom, sessionStore } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import localAuthorityModule from '../src/module';
import { FORM_OPTIONS } from './fixtures';
import { colomboUser } from './renderPage';

jest.setTimeout(30_000);

// Issue 43's screenshot walk: the signed-in card named the authority "Colombo MC" on a Sinhala or Tamil page.
describe("the dashboard's signed-in card names the authority in the user's language", () => {
  beforeAll(() => registerModule(localAuthorityModule));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['si', FORM_OPTIONS.localAuthority.nameSi],
    ['ta', FORM_OPTIONS.localAuthority.nameTa],
  ])('in %s', async (language, name) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage(language));
    sessionStore.set(loggedUserAtom, colomboUser);
    const api = fakeApi((config) =>
      config.url === '/local-authority/get-la-info' ? { status: 200, data: FORM_OPTIONS.localAuthority } : { status: 404, data: {} },
    );
    await renderManifestPage(localAuthorityModule.routes, '/dashboard');
    const card = await screen.findByTestId('current-user-card');
    await waitFor(() => expect(card).toHaveTextContent(name));
    expect(card).not.toHaveTextContent('Colombo MC');
    api.restore();
  });
});
