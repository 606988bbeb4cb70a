import { i18n, ListTable } from '@waste/shared';
import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UncertaintyRulesPage } from '../src/features/uncertaintyRules/components/UncertaintyRulesPage';
import adminModule from '../src/module';
import { renderAdminPage } from './renderAdminPage';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';

jest.setTimeout(30_000);

const rule = (kind: string, relativeSd: number, version = 0, updatedByName: string | null = null) => ({
  kind,
  version,
  relativeSd,
  note: version ? 'wider after the audit' : '',
  updatedAt: version ? '2026-03-01T04:30:00.000Z' : null,
  updatedBy: version ? 'u-5' : null,
  updatedByName,
});

/** The reported record changed once (10 % -> 15 % by Nimal Perera); every other kind at its default. */
const RULES = {
  rules: [
    rule('REPORTED_RECORD', 0.15, 1, 'Nimal Perera'),
    rule('SCALED_PART_YEAR', 0.2),
    rule('CENSUS', 0.05),
    rule('PUBLISHED_DEFAULT', 0.3),
    rule('PROVISIONAL_DEFAULT', 0.5),
    rule('LEAKAGE_FACTOR', 0.25),
  ],
  history: [rule('REPORTED_RECORD', 0.15, 1, 'Nimal Perera')],
};

const serve = () =>
  fakeApi((config) => {
    if (config.url === '/mfa/uncertainty-rules' && config.method === 'get') return { status: 200, data: RULES };
    if (config.url === '/mfa/uncertainty-rules' && config.method === 'post')
      return { status: 200, data: { saved: [{ kind: 'CENSUS', version: 1, relativeSd: 0.08 }] } };
    return { status: 404, data: { message: 'not here', code: 'NOT_FOUND' } };
  });

describe('the uncertainty rules page', () => {
  afterEach(() => {
    cleanup();
    return i18n.changeLanguage('en');
  });

  it('opens its card with the intro its route names, which the first frame paints before the page loads', async () => {
    const api = serve();
    await renderAdminPage(<UncertaintyRulesPage />);
    expectOpensWithRouteIntro(await screen.findByTestId('uncertainty-rules'), 'uncertainty-rules', {
      routes,
      english,
    });
    api.restore();
  });

  it('lets the super admin change a kind, saying first what changes, and saves only the changed kind', async () => {
    const api = serve();
    await renderAdminPage(<UncertaintyRulesPage />);
    const table = await screen.findByTestId('uncertainty-rules-table');
    await within(table).findByText('Census population');
    // Sources and provisional labels beside the values; the changed version says who and when.
    expect(table).toHaveTextContent('Department of Census and Statistics');
    expect(within(table).getAllByText('Provisional')).toHaveLength(4);
    expect(table).toHaveTextContent('1: Nimal Perera');
    expect(screen.getByTestId('uncertainty-rules-history')).toHaveTextContent('wider after the audit');

    const save = screen.getByTestId('uncertainty-rules-save');
    expect(save).toBeDisabled();
    const census = screen.getByTestId('uncertainty-rule-CENSUS');
    fireEvent.change(census, { target: { value: '8' } });
    fireEvent.blur(census);
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.change(screen.getByTestId('uncertainty-rules-note'), { target: { value: 'new census' } });
    fireEvent.click(save);
    const question = await screen.findByTestId('uncertainty-rules-confirm');
    expect(question).toHaveTextContent('Census population: 5 % → 8 % (version 1)');
    // The question's own Save (the page's button is the first).
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'post')).toBe(true));
    const body = JSON.parse(String(api.calls.find((call) => call.method === 'post')!.data));
    expect(body).toEqual({ changes: [{ kind: 'CENSUS', relativeSd: 0.08 }], note: 'new census' });
    api.restore();
  });

  it.each([
    ['en', 'Leakage factor'],
    ['si', 'කාන්දු සාධකය'],
    ['ta', 'கசிவுக் காரணி'],
  ])('in %s names each kind and shows its value to change', async (language, leakage) => {
    const api = serve();
    await renderAdminPage(<UncertaintyRulesPage />);
    await i18n.changeLanguage(language);
    const table = await screen.findByTestId('uncertainty-rules-table');
    await within(table).findByText(leakage);
    expect(screen.getByTestId('uncertainty-rule-PROVISIONAL_DEFAULT')).toHaveValue('50.00');
    api.restore();
  });

  it("wraps the kinds' explanations, so the values to edit stay in sight in Sinhala and Tamil (issue 43)", async () => {
    const api = serve();
    await renderAdminPage(<UncertaintyRulesPage />);
    await i18n.changeLanguage('ta');
    const explanation = await screen.findByText(i18n.t('uncertaintyRules.explain.CENSUS', { ns: 'admin' }));
    expect(explanation.closest('div[style*="max-width"]')).toHaveStyle({ maxWidth: '320px', whiteSpace: 'normal' });
    await i18n.changeLanguage('en');
    api.restore();
  });
});

it("comes with the table's code, so the note and Save below the table are drawn where they stay", async () => {
  const loadTable = jest.spyOn(ListTable, 'load');
  await adminModule.routes.find((route) => route.path === 'uncertainty-rules')!.page();
  expect(loadTable).toHaveBeenCalled();
  loadTable.mockRestore();
});
