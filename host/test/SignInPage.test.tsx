import { accessTokenAtom, loggedUserAtom, sessionStore } from '@waste/shared';
import { fakeApi, fakeJwt } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SignInPage } from '../src/pages/SignInPage';
import { renderHost } from './renderHost';

function renderSignIn() {
  return renderHost(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/dashboard" element={<p>dashboard reached</p>} />
    </Routes>,
    '/signin',
  );
}

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

jest.setTimeout(20_000);

describe('sign-in page', () => {
  beforeEach(() => localStorage.clear());

  it("shows 'Invalid credentials' on a wrong password and keeps what was typed", async () => {
    const api = fakeApi(() => ({ status: 401, data: { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } }));
    await renderSignIn();
    await submit('admin@demo.lk', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.lk');
    api.restore();
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const api = fakeApi(() => ({ status: 429, data: { message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' } }));
    await renderSignIn();
    await submit('admin@demo.lk', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts');
    api.restore();
  });

  it('requires a valid email address before calling the server', async () => {
    const api = fakeApi(() => ({ status: 500 }));
    await renderSignIn();
    await submit('not-an-email', 'x');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it('stores both tokens and the user, then goes to the dashboard', async () => {
    const user = { id: '7', firstName: 'Ada', lastName: 'Perera', defaultRole: '001', roles: ['001'], selectedLocalAuthority: null, selectedRecycler: null };
    const token = fakeJwt(600);
    const api = fakeApi(() => ({ status: 200, data: { access_token: token, refresh_token: 'r', logged_user: user } }));
    await renderSignIn();
    await submit('admin@demo.lk', 'Demo@1234');
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(sessionStore.get(accessTokenAtom)).toBe(token);
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(sessionStore.get(loggedUserAtom)?.firstName).toBe('Ada');
    expect(JSON.parse(api.calls[0].data)).toMatchObject({ username: 'admin@demo.lk', password: 'Demo@1234' });
    api.restore();
  });
});
