import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { changeRows } from '../src/features/loggers/rules/changeRows';
import adminModule from '../src/module';

jest.setTimeout(60_000);

const ENTRY = {
  id: '42',
  at: '2026-03-01T04:30:00.000Z',
  action: 'update',
  entity: 'user',
  entityId: 'u-1',
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
    expect(within(change).getByText('roles')).toBeInTheDocument();
    expect(within(change).getByText('["003"]')).toBeInTheDocument();
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
