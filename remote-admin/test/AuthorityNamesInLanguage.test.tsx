import { i18n } from '@waste/shared';
import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { RecentAuditCard } from '../src/features/dashboard/components/RecentAuditCard';
import adminModule from '../src/module';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(60_000);

// Issue 43 item 5: the requests and the audit log named an authority in English in every language (ADR 0152).

const COLOMBO = { en: 'Colombo MC', si: 'Colombo මහ නගර සභාව', ta: 'Colombo மாநகர சபை' };

const REQUEST = {
  id: '6f1c3a52-7f7e-4c57-9b57-0d2f1f7a1e11',
  kind: 'PARAMETERS',
  correction: null,
  recyclerId: null,
  recyclerName: null,
  localAuthorityId: 'LG-11001',
  localAuthorityName: COLOMBO.en,
  localAuthorityNameSi: COLOMBO.si,
  localAuthorityNameTa: COLOMBO.ta,
  header: 'Collection leakage',
  description: 'Covered bins since March',
  changes: [{ parameter: 'level.collection', value: 'LOW' }],
  status: 1,
  seen: true,
  date: '2026-03-01T04:30:00.000Z',
  updatedAt: '2026-03-01T04:30:00.000Z',
  senderName: 'Fathima Rizwan',
  senderEmail: 'colombo.mc@demo.lk',
  handledByName: null,
  reason: null,
};
const totals = { generatedKg: 10, collectedKg: 6, recycledKg: 1, disposedKg: 3, leakedKg: 1, burnedKg: 2 };
const WHAT_IF = {
  year: 2026,
  current: { totals, leakage: [], rates: {} },
  scenario: { totals, leakage: [], rates: {} },
  parameters: [{ parameter: 'level.collection', current: 'MEDIUM', proposed: 'LOW' }],
};

const ENTRY = {
  id: '42',
  at: '2026-03-01T04:30:00.000Z',
  action: 'update',
  entity: 'mfa_parameter',
  entityId: 'LG-11001',
  recordLabel: COLOMBO.en,
  recordLabelSi: COLOMBO.si,
  recordLabelTa: COLOMBO.ta,
  userId: 'u-0',
  userName: 'Super Admin',
  userEmail: 'superadmin@demo.lk',
  actingLocalAuthorityId: 'LG-11001',
  actingLocalAuthorityName: COLOMBO.en,
  actingLocalAuthorityNameSi: COLOMBO.si,
  actingLocalAuthorityNameTa: COLOMBO.ta,
  before: null,
  after: { changes: [], note: '' },
};

describe("an authority named in the user's language", () => {
  beforeAll(() => registerModule(adminModule));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each(['ta', 'si', 'en'] as const)('in %s: the requests list, the request and what completing it changes', async (language) => {
    const api = fakeApi((config) => {
      if (config.url === '/requests/search') return { status: 200, data: { rows: [REQUEST], total: 1 } };
      if (config.url === `/requests/${REQUEST.id}`) return { status: 200, data: REQUEST };
      if (config.url === '/mfa/what-if') return { status: 200, data: WHAT_IF };
      return { status: 200, data: { rows: [], total: 0 } };
    });
    await i18n.changeLanguage(language);
    await renderManifestPage(adminModule.routes, '/requests');
    const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByTestId('request-owner')).toHaveTextContent(COLOMBO[language]);

    fireEvent.click(within(table).getByTestId('request-open'));
    const drawer = await screen.findByTestId('request-drawer');
    expect(await within(drawer).findByTestId('request-owner')).toHaveTextContent(COLOMBO[language]);
    expect(await within(drawer).findByText(new RegExp(COLOMBO[language]))).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('request-complete'));
    expect(await screen.findByTestId('request-complete-modal')).toHaveTextContent(COLOMBO[language]);
    api.restore();
  });

  it.each(['ta', 'si', 'en'] as const)('in %s: the audit log and its entry', async (language) => {
    const api = fakeApi((config) => {
      if (config.url === '/loggers/options') return { status: 200, data: { actions: ['update'], entities: ['mfa_parameter'] } };
      if (config.url === '/loggers/search') return { status: 200, data: { rows: [ENTRY], total: 1 } };
      return { status: 200, data: { rows: [], total: 0 } };
    });
    await i18n.changeLanguage(language);
    await renderManifestPage(adminModule.routes, '/loggers');
    const table = await screen.findByTestId('loggers-table', undefined, { timeout: 10_000 });
    // The record (the authority's parameters) and the authority acted for.
    expect(await within(table).findAllByText(COLOMBO[language])).toHaveLength(2);

    fireEvent.click(within(table).getByTestId('logger-open'));
    const drawer = await screen.findByTestId('logger-change');
    expect(within(drawer).getByTestId('logger-change-record')).toHaveTextContent(COLOMBO[language]);
    expect(within(drawer).getAllByText(COLOMBO[language])).toHaveLength(2);
    api.restore();
  });

  it.each(['ta', 'si', 'en'] as const)("in %s: the dashboard's newest audit entries", async (language) => {
    const api = fakeApi(() => ({ status: 200, data: { rows: [ENTRY], total: 1 } }));
    await i18n.changeLanguage(language);
    await renderAdminPage(<RecentAuditCard />);
    expect(await screen.findByText(new RegExp(` · ${COLOMBO[language]}$`))).toBeInTheDocument();
    api.restore();
  });
});
