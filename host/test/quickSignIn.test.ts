import { STORAGE_KEY } from '@waste/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChoices } from '../src/layout/languages';
import { mountQuickSignIn } from '../src/quickSignIn/quickSignIn';
import { opensQuickSignIn } from '../src/quickSignIn/quickRoute';
import { quickStrings } from '../src/quickSignIn/quickStrings';
import { STORAGE_KEY_NAMES } from '../src/quickSignIn/storageKeys';

// The sign-in itself (the real server, the hand-over to the shell) is walked by e2e signin.spec.ts.
describe('the quick sign-in page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
    // jsdom has no fetch; the page's idle prefetch of the shell's files (not what these tests check) finds none.
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve([]) })) as unknown as typeof fetch;
  });

  it('keeps the shared store’s storage keys', () => {
    for (const [name, key] of Object.entries(STORAGE_KEY_NAMES)) expect(STORAGE_KEY[name as keyof typeof STORAGE_KEY]).toBe(key);
  });

  it('has every word in each of the three languages', () => {
    for (const { code } of languageChoices) {
      for (const [key, text] of Object.entries(quickStrings[code])) expect(`${code} ${key}: ${text ?? ''}`).toMatch(/: \S/);
    }
  });

  it('opens for /signin without a stored session only', () => {
    expect(opensQuickSignIn({ pathname: '/signin' })).toBe(true);
    expect(opensQuickSignIn({ pathname: '/dashboard' })).toBe(false);
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('loggedUser', '{}');
    expect(opensQuickSignIn({ pathname: '/signin' })).toBe(false);
  });

  it('checks the fields, then switches language and keeps the choice where i18next reads it', async () => {
    const handOver = jest.fn(() => Promise.resolve());
    mountQuickSignIn(document.body.appendChild(document.createElement('div')), handOver);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This field is required', 'This field is required']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(quickStrings.en['validation.email']);

    await userEvent.click(screen.getByTestId('language-switcher'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'தமிழ்' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(quickStrings.ta['signin.title']);
    expect(localStorage.getItem('i18nextLng')).toBe('ta');
    expect(handOver).not.toHaveBeenCalled();
  });

  it('says an unconfirmed account must confirm its email first, with the way to a new link', async () => {
    const handOver = jest.fn(() => Promise.resolve());
    mountQuickSignIn(document.body.appendChild(document.createElement('div')), handOver);
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({
        ok: false,
        status: 403,
        json: () => Promise.resolve({ message: 'Please confirm your email first', code: 'EMAIL_NOT_VERIFIED' }),
      }),
    ) as unknown as typeof fetch;
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.lk');
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(quickStrings.en['signin.emailNotVerified']);
    await userEvent.click(screen.getByTestId('signin-resend-verification'));
    expect(handOver).toHaveBeenCalledWith('/verify-account', false);
  });

  it("words the server's lockout in the page's language, with its plural, never the server's English", async () => {
    localStorage.setItem('i18nextLng', 'ta');
    mountQuickSignIn(
      document.body.appendChild(document.createElement('div')),
      jest.fn(() => Promise.resolve()),
    );
    const message = 'Too many sign-in attempts. Please wait 5 minutes and try again.';
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({
        ok: false,
        status: 429,
        json: () => Promise.resolve({ message, code: 'TOO_MANY_ATTEMPTS', reason: 'SIGN_IN', params: { count: 5 } }),
      }),
    ) as unknown as typeof fetch;
    await userEvent.type(screen.getByLabelText(quickStrings.ta['signin.email']), 'officer@example.lk');
    await userEvent.type(screen.getByLabelText(quickStrings.ta['signin.password']), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: quickStrings.ta['signin.submit'] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(quickStrings.ta['serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other'].replace('{{count}}', '5'));
    expect(alert).not.toHaveTextContent(message);
  });

  it('hands a link over to the shell', async () => {
    const handOver = jest.fn(() => Promise.resolve());
    mountQuickSignIn(document.body.appendChild(document.createElement('div')), handOver);
    await userEvent.click(screen.getByRole('link', { name: quickStrings.en['signin.signUpLink'] }));
    expect(handOver).toHaveBeenCalledWith('/signup', false);
  });
});
