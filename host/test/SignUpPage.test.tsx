import { accessTokenAtom, clearSession, loggedUserAtom, sessionStore } from '@waste/shared';
import { fakeApi, fakeJwt } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SignInPage } from '../src/pages/SignInPage';
import { SignUpPage } from '../src/pages/SignUpPage';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

function renderSignUp() {
  return renderHost(
    <Routes>
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/dashboard" element={<p>dashboard reached</p>} />
    </Routes>,
    '/signup',
  );
}

const valid = {
  'First name': 'Kamala',
  'Last name': 'Fernando',
  Email: 'kamala@example.lk',
  Phone: '+94 77 123 4567',
  Organisation: ' Galle MC ',
  Password: 'Secret@123',
  'Confirm password': 'Secret@123',
};

async function fill(values: Partial<Record<keyof typeof valid, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('sign-up page', () => {
  it('asks whom the person works for, with a hint', async () => {
    await renderSignUp();
    expect(screen.getByLabelText('Organisation')).toBeRequired();
    expect(
      screen.getByText(
        'Whom you work for: your local authority, recycler, ministry or department (for example Galle MC). An administrator reads it before giving you a role.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'This field is required' for empty fields and sends nothing", async () => {
    const api = fakeApi(() => ({ status: 202, data: { message: 'sent' } }));
    await renderSignUp();
    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it("says 'Please enter a valid email address', 'Minimum 8 characters required', 'Maximum 50 characters allowed' and when the passwords differ", async () => {
    const api = fakeApi(() => ({ status: 202, data: { message: 'sent' } }));
    await renderSignUp();
    await fill({ ...valid, 'First name': 'a'.repeat(51), Email: 'not-an-email', Password: 'short', 'Confirm password': 'different' });
    await submit();
    expect(await screen.findByText('Maximum 50 characters allowed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Minimum 8 characters required')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it('checks the phone number: 7 to 20 digits, spaces, + or -', async () => {
    await renderSignUp();
    await fill({ ...valid, Phone: '12345' });
    await submit();
    expect(await screen.findByText('Minimum 7 characters required')).toBeInTheDocument();
    await fill({ Phone: '077 abc 4567' });
    expect(await screen.findByText('Use only digits, spaces, + and -')).toBeInTheDocument();
  });

  it("shows the server's message for a refused password and keeps everything typed", async () => {
    const message = 'This password is too common or has appeared in data breaches. Please choose another one.';
    const api = fakeApi(() => ({ status: 400, data: { message, code: 'COMMON_PASSWORD' } }));
    await renderSignUp();
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    for (const [label, value] of Object.entries(valid)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    api.restore();
  });

  it('marks the fields the server refused, in words a person understands', async () => {
    const api = fakeApi(() => ({
      status: 400,
      data: {
        message: 'body.email must match format "email"',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.email', message: 'body.email must match format "email"' }],
      },
    }));
    await renderSignUp();
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the information entered was not accepted. Check the fields and try again.',
    );
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    expect(screen.queryByText(/must match format/)).not.toBeInTheDocument();
    api.restore();
  });

  it('gives the phone its email keyboard', async () => {
    await renderSignUp();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
  });

  it('sends a signed-in user to the dashboard', async () => {
    sessionStore.set(accessTokenAtom, fakeJwt(600));
    sessionStore.set(loggedUserAtom, {
      id: '7',
      firstName: 'Ada',
      lastName: 'Perera',
      email: 'ada@demo.lk',
      defaultRole: '001',
      roles: ['001'],
      selectedLocalAuthority: null,
      selectedRecycler: null,
    });
    await renderSignUp();
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    clearSession();
  });

  it('sends the account, disables submit while sending, then says so on the sign-in page', async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    await renderSignUp();
    await fill(valid);
    await submit();
    expect(await screen.findByRole('button', { name: /Create account/ })).toBeDisabled();
    answer({ status: 202, data: { message: 'sent' } });
    expect(
      await screen.findByText(
        'Thank you. We have sent a mail to this address: it tells you how to sign in. A new account must first confirm its email with the link in that mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kamala@example.lk');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(JSON.parse(api.calls[0].data)).toEqual({
      firstName: 'Kamala',
      lastName: 'Fernando',
      email: 'kamala@example.lk',
      phone: '+94 77 123 4567',
      organisation: 'Galle MC',
      password: 'Secret@123',
    });
    expect(api.calls[0].url).toBe('/auth/signup');
    api.restore();
  });
});
