import { expectOpensWithRouteIntro, fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { changeRows } from '../src/features/loggers/rules/changeRows';
import adminModule from '../src/module';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';

jest.setTimeout(60_000);

const ENTRY = {
  id: '42',
  at: '2026-03-01T04:30:00.000Z',
  action: 'update',
  entity: 'user',
  entityId: 'u-1',
  recordLabel: 'Nimal Perera',
  userId: 'u-0',
  userName: 'Super Admin',
  userEmail: 'superadmin@demo.lk',
  actingLocalAuthorityId: null,
  actingLocalAuthorityName: null,
  before: { roles: [], defaultRole: null, disabled: false },
  after: { roles: ['003'], defaultRole: '003', disabled: false },
};

describe('/loggers', () => {
  beforeAll(() => registerModule(adminModule));

  it('asks for the newest entries first and opens what one changed', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/loggers/options') return { status: 200, data: { actions: ['update'], entities: ['user'] } };
      if (config.url === '/loggers/search') return { status: 200, data: { rows: [ENTRY], total: 1 } };
      return { status: 200, data: { rows: [], total: 0 } };
    });
    await renderManifestPage(adminModule.routes, '/loggers');
    const table = await screen.findByTestId('loggers-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('Super Admin')).toBeInTheDocument();
    const search = api.calls.find((call) => call.url === '/loggers/search');
    expect(JSON.parse(String(search?.data))).toMatchObject({ pageStart: 0, pageSize: 25, pageSort: 'DESC' });

    fireEvent.click(within(table).getByTestId('logger-open'));
    const change = await screen.findByTestId('logger-change-table');
    expect(within(change).getByText('Roles')).toBeInTheDocument();
    expect(within(change).getAllByText('Local Authority')).toHaveLength(2);
    api.restore();
  });

  it('says actions, entities, records and values in words, in Sri Lanka time stated once, and opens a row anywhere on it', async () => {
    const request = {
      ...ENTRY,
      id: '43',
      at: '2026-03-01T20:45:07.000Z',
      action: 'complete',
      entity: 'parameter_request',
      entityId: '6f1c3a52-7f7e-4c57-9b57-0d2f1f7a1e11',
      recordLabel: null,
      before: { status: 1 },
      after: {
        status: 2,
        applied: [
          { key: 'level.collection', value: 1 },
          { key: 'householdBurnShare', value: 0.45 },
        ],
      },
    };
    const api = fakeApi((config) => {
      if (config.url === '/loggers/options') return { status: 200, data: { actions: ['complete', 'mark-seen'], entities: ['hs_codes'] } };
      if (config.url === '/loggers/search') return { status: 200, data: { rows: [request, ENTRY], total: 2 } };
      return { status: 200, data: { rows: [], total: 0 } };
    });
    await renderManifestPage(adminModule.routes, '/loggers');
    const table = await screen.findByTestId('loggers-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('Parameter request')).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(table).queryByText(request.entityId)).toBeNull();
    expect(within(table).queryByText('parameter_request')).toBeNull();
    // Sri Lanka time whatever the browser's zone: 20:45 UTC is 02:15 the next day in Colombo.
    expect(within(table).getByText('2026-03-02 02:15:07')).toBeInTheDocument();
    expect(screen.getByTestId('logger-time-zone')).toHaveTextContent('Sri Lanka time (UTC+05:30)');
    expectOpensWithRouteIntro(screen.getByTestId('logger-time-zone').closest('.ant-card')!, 'loggers', { routes, english });

    fireEvent.click(within(table).getByText('Parameter request'));
    const change = await screen.findByTestId('logger-change-table');
    expect(within(change).getByText('Status')).toBeInTheDocument();
    expect(within(change).getByText('Open')).toBeInTheDocument();
    expect(within(change).getByText('Collection leakage level: Low; Uncollected plastic burned by households: 45 %')).toBeInTheDocument();
    api.restore();
  });
});

describe('changeRows', () => {
  it('pairs the fields of before and after and marks the changed ones', () => {
    expect(changeRows({ a: 1, b: 'x' }, { a: 2, b: 'x', c: true })).toEqual([
      { field: 'a', before: '1', after: '2', changed: true },
      { field: 'b', before: 'x', after: 'x', changed: false },
      { field: 'c', before: '', after: 'true', changed: true },
    ]);
    expect(changeRows(null, null)).toEqual([]);
    expect(changeRows(null, { tokenId: 't' })).toEqual([{ field: 'tokenId', before: '', after: 't', changed: true }]);
  });
});
