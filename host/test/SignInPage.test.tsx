import { accessTokenAtom, clearSession, loggedUserAtom, sessionStore } from '@waste/shared';
import { fakeApi, fakeJwt } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RequireSession } from '../src/app/RequireSession';
import { SignInPage } from '../src/pages/SignInPage';
import { VerifyAccountPage } from '../src/pages/VerifyAccountPage';
import { returnPathOf } from '../src/pages/signInState';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

function RecordPage() {
  const { pathname, search } = useLocation();
  return <p>record {`${pathname}${search}`}</p>;
}

function renderSignIn(route = '/signin') {
  return renderHost(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/dashboard" element={<p>dashboard reached</p>} />
      <Route
        path="/wasteData/view/:id"
        element={
          <RequireSession>
            <RecordPage />
          </RequireSession>
        }
      />
    </Routes>,
    route,
  );
}

const ada = {
  id: '7',
  firstName: 'Ada',
  lastName: 'Perera',
  email: 'ada@demo.lk',
  defaultRole: '001' as const,
  roles: ['001' as const],
  selectedLocalAuthority: null,
  selectedRecycler: null,
};
const signedInAnswer = () => ({ status: 200, data: { access_token: fakeJwt(600), refresh_token: 'r', logged_user: ada } });

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearSession());

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

  it('tells an account whose email is not confirmed how to get a new link, the address carried over', async () => {
    const api = fakeApi((config) =>
      config.url === '/auth/authenticate'
        ? { status: 403, data: { message: 'Please confirm your email first', code: 'EMAIL_NOT_VERIFIED' } }
        : { status: 202, data: { message: 'sent' } },
    );
    await renderHost(
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/verify-account" element={<VerifyAccountPage />} />
      </Routes>,
      '/signin',
    );
    await submit('new@example.lk', 'a good password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email first: open the link we mailed to it, or ask for a new link.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Send a new confirmation link' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.lk');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByTestId('verification-sent')).toHaveTextContent(
      'If this email has an account waiting for confirmation, a new link has been sent.',
    );
    expect(JSON.parse(api.calls.at(-1)?.data)).toEqual({ email: 'new@example.lk' });
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
    const user = {
      id: '7',
      firstName: 'Ada',
      lastName: 'Perera',
      defaultRole: '001',
      roles: ['001'],
      selectedLocalAuthority: null,
      selectedRecycler: null,
    };
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

  it('brings a signed-out user who opened a record back to it after signing in', async () => {
    const api = fakeApi(signedInAnswer);
    await renderSignIn('/wasteData/view/WD-LG-11001-000001?tab=history');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await submit('ada@demo.lk', 'Demo@1234');
    expect(await screen.findByText('record /wasteData/view/WD-LG-11001-000001?tab=history')).toBeInTheDocument();
    api.restore();
  });

  it('sends a user who is already signed in on from /signin, to the dashboard', async () => {
    sessionStore.set(accessTokenAtom, fakeJwt(600));
    sessionStore.set(loggedUserAtom, ada);
    await renderSignIn();
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
  });

  it('gives the phone its email keyboard and the browser the saved address', async () => {
    await renderSignIn();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
  });
});

describe('where sign-in leads back to', () => {
  const origin = 'https://waste.example.lk';
  it('keeps a page of this product, with its query and hash', () => {
    expect(returnPathOf({ from: '/wasteData/view/WD-1?x=1#top' }, origin)).toBe('/wasteData/view/WD-1?x=1#top');
  });

  it.each([
    ['another site, protocol-relative', '//evil.example/wasteData'],
    ['another site, absolute', 'https://evil.example/'],
    ['a backslash some browsers read as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a public page', '/signin'],
    ['no page at all', undefined],
  ])('refuses %s and goes to the dashboard', (_what, from) => {
    expect(returnPathOf({ from }, origin)).toBe('/dashboard');
  });
});
