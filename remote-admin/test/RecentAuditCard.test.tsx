import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, screen } from '@testing-library/react';
import { RecentAuditCard } from '../src/features/dashboard/components/RecentAuditCard';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

const SIGN_IN = {
  id: '7',
  at: '2026-03-01T04:30:00.000Z',
  action: 'sign-in',
  entity: 'user',
  entityId: 'u-1',
  recordLabel: 'Nimal Perera',
  userId: 'u-1',
  userName: 'Nimal Perera',
  userEmail: 'superadmin@demo.lk',
  actingLocalAuthorityId: null,
  actingLocalAuthorityName: null,
  before: null,
  after: null,
};

// Issue 43's screenshot walk: the dashboard's newest entries read "sign-in · user" on a Sinhala or Tamil page.
describe("the dashboard's recent audit entries", () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['si', 'පිවිසුණා', 'ගිණුම'],
    ['ta', 'உள்நுழைந்தார்', 'கணக்கு'],
  ])('say the action and the record in words (%s)', async (language, action, entity) => {
    const api = fakeApi(() => ({ status: 200, data: { rows: [SIGN_IN], total: 1 } }));
    await renderAdminPage(<RecentAuditCard />);
    await act(() => i18n.changeLanguage(language));
    expect(await screen.findByText(`Nimal Perera · ${action} · ${entity}`)).toBeInTheDocument();
    api.restore();
  });
});
