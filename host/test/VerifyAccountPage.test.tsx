import { fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyAccountPage } from '../src/pages/VerifyAccountPage';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

describe('verify account page', () => {
  it('sends the token of the link and says the account can sign in', async () => {
    const api = fakeApi(() => ({ status: 204, data: null }));
    await renderHost(<VerifyAccountPage />, '/verify-account?token=abc123');
    expect(await screen.findByTestId('account-verified')).toHaveTextContent('Your email is confirmed. You can sign in now.');
    expect(api.calls[0].url).toBe('/auth/verify-account');
    expect(JSON.parse(api.calls[0].data)).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    api.restore();
  });

  it("shows the server's message for a spent or expired link and offers a new one", async () => {
    const api = fakeApi((config) =>
      config.url === '/auth/verify-account'
        ? { status: 400, data: { message: 'This confirmation link is invalid or has expired', code: 'VERIFICATION_INVALID' } }
        : { status: 202, data: { message: 'sent' } },
    );
    await renderHost(<VerifyAccountPage />, '/verify-account?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired');
    await userEvent.type(screen.getByLabelText('Email'), ' late@example.lk ');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByTestId('verification-sent')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url).toBe('/auth/resend-verification');
    expect(JSON.parse(api.calls.at(-1)?.data)).toEqual({ email: 'late@example.lk' });
    api.restore();
  });

  it('without a token, asks only for the address, and checks it before calling the server', async () => {
    const api = fakeApi(() => ({ status: 202, data: { message: 'sent' } }));
    await renderHost(<VerifyAccountPage />, '/verify-account');
    expect(screen.getByText(/Enter the email you signed up with/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });
});
