import { clearSession } from '@waste/shared';
import { fakeApi, fakeJwt } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../src/pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../src/pages/ResetPasswordPage';
import { SignInPage } from '../src/pages/SignInPage';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

function renderAt(route: string) {
  return renderHost(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/signup" element={<p>sign-up page</p>} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dashboard" element={<p>dashboard reached</p>} />
    </Routes>,
    route,
  );
}

describe('sign-in extras', () => {
  // Each test signs in; a session left over would send the next one past the form.
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  /** Signs in through the form, ticking 'Remember me' or not; what the form sent. */
  async function signInThroughForm(rememberMe: boolean): Promise<unknown> {
    const user = {
      id: '7',
      firstName: 'Ada',
      lastName: 'Perera',
      defaultRole: null,
      roles: [],
      selectedLocalAuthority: null,
      selectedRecycler: null,
    };
    const api = fakeApi(() => ({ status: 200, data: { access_token: fakeJwt(600), refresh_token: 'r', logged_user: user } }));
    await renderAt('/signin');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.lk');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    if (rememberMe) await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    api.restore();
    return JSON.parse(api.calls[0].data);
  }

  it("sends 'Remember me' when ticked", async () => {
    expect(await signInThroughForm(true)).toEqual({ username: 'ada@example.lk', password: 'Secret@123', rememberMe: true });
  });

  it('does not remember the session unless asked', async () => {
    expect(await signInThroughForm(false)).toMatchObject({ rememberMe: false });
  });

  it('links to forgot password and to sign-up', async () => {
    await renderAt('/signin');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('sends the email and says neutrally, in its own words, that a link is on its way', async () => {
    const api = fakeApi(() => ({ status: 202, data: { message: 'If an account exists for that email, a reset link has been sent.' } }));
    await renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.lk');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for this email, a reset link is on its way.')).toBeInTheDocument();
    expect(api.calls[0].url).toBe('/auth/forgot-password');
    expect(JSON.parse(api.calls[0].data)).toEqual({ email: 'someone@example.lk' });
    api.restore();
  });

  it('asks for a valid email address first', async () => {
    const api = fakeApi(() => ({ status: 202, data: { message: 'sent' } }));
    await renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });
});

describe('reset password', () => {
  async function choose(password: string, confirm = password) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('sends the token with the new password, then offers sign-in', async () => {
    const api = fakeApi(() => ({ status: 204 }));
    await renderAt('/reset-password?token=abc123');
    await choose('NewSecret@1');
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(JSON.parse(api.calls[0].data)).toEqual({ token: 'abc123', password: 'NewSecret@1' });
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    api.restore();
  });

  it("shows the server's message for an invalid or expired link", async () => {
    const api = fakeApi(() => ({ status: 400, data: { message: 'This reset link is invalid or has expired' } }));
    await renderAt('/reset-password?token=old');
    await choose('NewSecret@1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByLabelText('New password')).toHaveValue('NewSecret@1');
    api.restore();
  });

  it('requires the confirmation to match and the password to be long enough', async () => {
    const api = fakeApi(() => ({ status: 204 }));
    await renderAt('/reset-password?token=abc');
    await choose('short', 'other');
    expect(await screen.findByText('Minimum 8 characters required')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });
});
