import { fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { VerifyEmailPage } from '../src/pages/VerifyEmailPage';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

describe('verify email page', () => {
  it('sends the token of the link and says the new email is confirmed', async () => {
    const api = fakeApi(() => ({ status: 204, data: null }));
    await renderHost(<VerifyEmailPage />, '/verify-email?token=abc123');
    expect(await screen.findByText('Your new email is confirmed. Sign in with it from now on.')).toBeInTheDocument();
    expect(api.calls[0].url).toBe('/auth/verify-email');
    expect(JSON.parse(api.calls[0].data)).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
    api.restore();
  });

  it("shows the server's message for a spent or expired link", async () => {
    const api = fakeApi(() => ({
      status: 400,
      data: { message: 'This confirmation link is invalid or has expired', code: 'EMAIL_CHANGE_INVALID' },
    }));
    await renderHost(<VerifyEmailPage />, '/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired');
    api.restore();
  });
});
