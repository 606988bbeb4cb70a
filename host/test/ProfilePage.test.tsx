import { loggedUserAtom, sessionStore } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Link, Route, Routes } from 'react-router-dom';
import { ProfilePage } from '../src/account/profile/ProfilePage';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

const profile = {
  firstName: 'Nimal',
  lastName: 'Silva',
  email: 'nimal@example.lk',
  phone: '0771234567',
  bio: 'Waste officer',
  socialLinks: { facebook: '', x: '', linkedin: 'https://linkedin.com/in/nimal', instagram: '' },
};

function detailsCard() {
  return within(screen.getByText('Personal details').closest('.ant-card') as HTMLElement);
}

function passwordCard() {
  return within(screen.getAllByText('Change password')[0].closest('.ant-card') as HTMLElement);
}

describe('profile page', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(null);
  });

  it('loads the profile, saves the edits and shows the new name in the session at once', async () => {
    const api = fakeApi((config) => {
      if (config.method === 'get') return { status: 200, data: { ...profile, pendingEmail: null } };
      return { status: 200, data: { ...JSON.parse(config.data), pendingEmail: null } };
    });
    await renderHost(<ProfilePage />, '/profile');
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Nimal');
    expect(screen.getByLabelText('LinkedIn')).toHaveValue('https://linkedin.com/in/nimal');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Nimali');
    await userEvent.type(screen.getByLabelText('X'), 'https://x.com/nimali');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'put')!;
    expect(put.url).toBe('/users/me/profile');
    expect(JSON.parse(put.data)).toEqual({
      ...profile,
      firstName: 'Nimali',
      socialLinks: { ...profile.socialLinks, x: 'https://x.com/nimali' },
    });
    expect(sessionStore.get(loggedUserAtom)).toMatchObject({ firstName: 'Nimali', lastName: 'Silva' });
    api.restore();
  });

  it("asks for the current password when the email changes, and keeps what was typed with the server's message when saving fails", async () => {
    const api = fakeApi((config) =>
      config.method === 'get'
        ? { status: 200, data: { ...profile, pendingEmail: null } }
        : { status: 400, data: { message: 'Current password is incorrect', code: 'WRONG_PASSWORD' } },
    );
    await renderHost(<ProfilePage />, '/profile');
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password (needed to change your email)')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.lk');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'put')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Current password (needed to change your email)'), 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await detailsCard().findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(JSON.parse(api.calls.find((call) => call.method === 'put')!.data)).toMatchObject({
      email: 'new@example.lk',
      currentPassword: 'not it',
    });
    expect(email).toHaveValue('new@example.lk');
    expect(sessionStore.get(loggedUserAtom)?.firstName).toBe('Nimal');
    api.restore();
  });

  it('says that the new email waits for its confirmation link, and keeps the account email until then', async () => {
    const api = fakeApi((config) =>
      config.method === 'get'
        ? { status: 200, data: { ...profile, pendingEmail: null } }
        : { status: 200, data: { ...profile, pendingEmail: 'new@example.lk' } },
    );
    await renderHost(<ProfilePage />, '/profile');
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.lk');
    await userEvent.type(screen.getByLabelText('Current password (needed to change your email)'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('email-pending')).toHaveTextContent(
      'We have sent a confirmation link to new@example.lk. Your email changes when you open it; until then you keep signing in with nimal@example.lk.',
    );
    expect(email).toHaveValue('nimal@example.lk');
    expect(screen.queryByLabelText('Current password (needed to change your email)')).not.toBeInTheDocument();
    api.restore();
  });

  it('cancels a pending email change: the pending notice goes and the page says the link no longer works', async () => {
    const api = fakeApi((config) => {
      if (config.method === 'delete') return { status: 204, data: null };
      return { status: 200, data: { ...profile, pendingEmail: config.method === 'get' ? 'someone@example.lk' : null } };
    });
    await renderHost(<ProfilePage />, '/profile');
    expect(await screen.findByTestId('email-pending')).toHaveTextContent('someone@example.lk');
    await userEvent.click(screen.getByTestId('cancel-email-change'));
    expect(await screen.findByText('The email change is cancelled. The link sent to the new address no longer works.')).toBeInTheDocument();
    expect(screen.queryByTestId('email-pending')).not.toBeInTheDocument();
    const cancel = api.calls.find((call) => call.method === 'delete');
    expect(cancel?.url).toBe('/users/me/email-change');
    api.restore();
  });

  it('validates before saving', async () => {
    const api = fakeApi(() => ({ status: 200, data: profile }));
    await renderHost(<ProfilePage />, '/profile');
    await userEvent.clear(await screen.findByLabelText('Last name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'put')).toHaveLength(0);
    api.restore();
  });

  it('shows an error with Retry when the profile cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi(() => (fail ? { status: 500 } : { status: 200, data: profile }));
    await renderHost(<ProfilePage />, '/profile');
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Nimal');
    api.restore();
  });

  it("shows 'Current password is incorrect' and keeps the fields when the password change is refused", async () => {
    const api = fakeApi((config) =>
      config.url === '/users/me/password'
        ? { status: 400, data: { message: 'Current password is incorrect' } }
        : { status: 200, data: profile },
    );
    await renderHost(<ProfilePage />, '/profile');
    await screen.findByLabelText('First name');
    const card = passwordCard();
    await userEvent.type(card.getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(card.getByLabelText('New password'), 'NewSecret@1');
    await userEvent.type(card.getByLabelText('Confirm password'), 'NewSecret@1');
    await userEvent.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(card.getByLabelText('Current password')).toHaveValue('wrong-one');
    const call = api.calls.find((c) => c.url === '/users/me/password')!;
    expect(JSON.parse(call.data)).toEqual({ currentPassword: 'wrong-one', newPassword: 'NewSecret@1' });
    api.restore();
  });

  it('changes the password and clears the fields', async () => {
    const api = fakeApi((config) => (config.url === '/users/me/password' ? { status: 204 } : { status: 200, data: profile }));
    await renderHost(<ProfilePage />, '/profile');
    await screen.findByLabelText('First name');
    const card = passwordCard();
    await userEvent.type(card.getByLabelText('Current password'), 'Demo@1234');
    await userEvent.type(card.getByLabelText('New password'), 'NewSecret@1');
    await userEvent.type(card.getByLabelText('Confirm password'), 'NewSecret@1');
    await userEvent.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(card.getByLabelText('Current password')).toHaveValue('');
    api.restore();
  });

  it('asks before leaving with unsaved edits, and leaves without asking once they are saved', async () => {
    const api = fakeApi((config) => {
      if (config.method === 'get') return { status: 200, data: { ...profile, pendingEmail: null } };
      return { status: 200, data: { ...JSON.parse(config.data), pendingEmail: null } };
    });
    await renderHost(
      <App>
        <Link to="/elsewhere">Elsewhere</Link>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/elsewhere" element={<p data-testid="elsewhere" />} />
        </Routes>
      </App>,
      '/profile',
    );
    const firstName = await screen.findByLabelText('First name');
    await userEvent.type(firstName, 'a');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('What you entered has not been saved and will be lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    api.restore();
  });
});
