import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import adminModule from '../src/module';

jest.setTimeout(60_000);

const ACCOUNT = {
  id: 'u-7',
  firstName: 'Sanduni',
  lastName: 'Perera',
  email: 'sanduni@example.lk',
  roles: [],
  defaultRole: null,
  localAuthorityId: null,
  localAuthorityName: null,
  recyclerId: null,
  recyclerName: null,
  organisation: 'Galle MC, solid waste unit',
  disabled: false,
  createdAt: '2026-03-01T04:30:00.000Z',
  lastActivityAt: null,
  uploads: 0,
  lastUploadAt: null,
};

function accountsApi() {
  return fakeApi((config) => {
    if (config.url === '/users/search') return { status: 200, data: { rows: [ACCOUNT], total: 1 } };
    if (config.url === '/users' && config.method === 'post')
      return { status: 201, data: { id: 'u-8', email: 'officer@customs.gov.lk', linkSent: true } };
    return { status: 200, data: { rows: [], total: 0 } };
  });
}

describe('creating an account (issue 39 rule 4)', () => {
  beforeAll(() => registerModule(adminModule));

  it('shows whom a waiting sign-up works for under its name', async () => {
    const api = accountsApi();
    await renderManifestPage(adminModule.routes, '/accounts');
    const table = await screen.findByTestId('accounts-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('Galle MC, solid waste unit')).toBeInTheDocument();
    api.restore();
  });

  it('asks for no password: it says the person gets a link, and sends none to the server', async () => {
    const api = accountsApi();
    await renderManifestPage(adminModule.routes, '/customs');
    fireEvent.click(await screen.findByTestId('customs-create', undefined, { timeout: 10_000 }));
    const modal = await screen.findByTestId('create-account-modal');
    expect(within(modal).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(modal.querySelector('input[type="password"]')).toBeNull();
    expect(within(modal).getByTestId('create-account-link-note')).toHaveTextContent(
      'No password is chosen here: the person gets an email with a link to choose their own, valid for 3 days.',
    );

    fireEvent.change(within(modal).getByTestId('account-email'), { target: { value: 'officer@customs.gov.lk' } });
    fireEvent.change(within(modal).getByTestId('account-first-name'), { target: { value: 'Kamal' } });
    fireEvent.change(within(modal).getByTestId('account-last-name'), { target: { value: 'Silva' } });
    fireEvent.change(within(modal).getByTestId('account-organisation'), { target: { value: ' Sri Lanka Customs ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.calls.some((call) => call.url === '/users' && call.method === 'post')).toBe(true));
    const sent = JSON.parse(String(api.calls.find((call) => call.url === '/users' && call.method === 'post')?.data));
    expect(sent).toEqual({
      email: 'officer@customs.gov.lk',
      firstName: 'Kamal',
      lastName: 'Silva',
      organisation: 'Sri Lanka Customs',
      roles: ['002'],
      defaultRole: '002',
    });
    api.restore();
  });
});
