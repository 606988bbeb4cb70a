import { i18n, loggedUserAtom, sessionStore } from '@waste/shared';
import { colomboUser, fakeApi, registerModule, renderManifestPage, viewportMatching } from '@waste/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import localAuthorityModule from '../src/module';
import { CentreWasteDataViewPage } from '../src/features/sampathPiyasa/components/CentreWasteDataViewPage';
import { WasteDataViewPage } from '../src/features/wasteData/components/WasteDataViewPage';
import { centreEntry } from './centreFixtures';
import { FORM_OPTIONS, wasteRecordView } from './fixtures';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

// Issue 43's screenshot walk: a Sinhala or Tamil page named the authority "Colombo MC".
const LANGUAGES = [
  ['si', FORM_OPTIONS.localAuthority.nameSi!],
  ['ta', FORM_OPTIONS.localAuthority.nameTa!],
] as const;

describe("the authority is named in the user's language", () => {
  beforeAll(() => registerModule(localAuthorityModule));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each(LANGUAGES)("on the dashboard's signed-in card, in %s", async (language, name) => {
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

  it.each(LANGUAGES)('on a waste record, in %s', async (language, name) => {
    await act(() => i18n.changeLanguage(language));
    const record = wasteRecordView();
    const api = fakeApi(() => ({ status: 200, data: record }));
    await renderPage(<WasteDataViewPage />, { path: '/wasteData/view/:id', route: `/wasteData/view/${record.id}` });
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', '/wasteData/la-view/LG-11001');
    expect(screen.getByTestId('waste-record')).not.toHaveTextContent('Colombo MC');
    api.restore();
  });

  it.each(LANGUAGES)("on a centre's entry, in %s", async (language, name) => {
    await act(() => i18n.changeLanguage(language));
    const entry = centreEntry();
    const api = fakeApi(() => ({ status: 200, data: entry }));
    await renderPage(<CentreWasteDataViewPage />, {
      path: '/sampath-piyasa/waste-view/:id',
      route: `/sampath-piyasa/waste-view/${entry.id}`,
    });
    const shown = await screen.findByTestId('centre-waste-entry');
    expect(shown).toHaveTextContent(name);
    expect(shown).not.toHaveTextContent('Colombo MC');
    api.restore();
  });

  // The same walk: side by side on a phone, the Tamil labels left the record's values a few letters wide.
  it.each([
    ['puts each label of a waste record above its value on a phone', [], 0],
    ['keeps them side by side on a wider screen', ['(min-width: 576px)'], 1],
  ])('%s', async (_, queries, contentCellsInFirstRow) => {
    const undo = viewportMatching(...queries);
    const record = wasteRecordView();
    const api = fakeApi(() => ({ status: 200, data: record }));
    try {
      await renderPage(<WasteDataViewPage />, { path: '/wasteData/view/:id', route: `/wasteData/view/${record.id}` });
      const firstRow = (await screen.findByTestId('waste-data-descriptions')).querySelector('tr')!;
      expect(firstRow.querySelectorAll('.ant-descriptions-item-content')).toHaveLength(contentCellsInFirstRow);
    } finally {
      api.restore();
      undo();
    }
  });
});
