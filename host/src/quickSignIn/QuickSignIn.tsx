import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { languageChoices } from '../layout/languages';
import { returnPathOf, signInEmailOf, signInNoticeOf } from '../pages/signInState';
import { detectLanguage, storeLanguage, type QuickLanguage } from './quickLanguage';
import { quickStrings, type QuickKey } from './quickStrings';
import { fontFamilyOf, quickCss, type QuickTheme } from './quickStyles';
import { prefetchShellFilesWhenIdle } from './prefetchShellFiles';
import { STORAGE_KEY_NAMES, SIGN_IN_URL } from './storageKeys';

/** What the shell's sign-in form checks (antd's `type: 'email'` rule, simplified to what a person mistypes). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Partial<Record<'username' | 'password', QuickKey>>;

interface LoginResponse {
  access_token: string;
  refresh_token: string;
  logged_user: unknown;
}

function readTheme(): QuickTheme {
  try {
    return localStorage.getItem(STORAGE_KEY_NAMES.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** React Router keeps its state in `history.state.usr`; a reload keeps it, so a return-to survives one. */
const routerState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr;

function validate(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = 'validation.required';
  else if (!EMAIL.test(username.trim())) errors.username = 'validation.email';
  if (!password) errors.password = 'validation.required';
  return errors;
}

/** The session as `@waste/shared`'s store keeps it (session/store.ts), so the shell starts signed in. */
function saveLogin(response: LoginResponse): void {
  localStorage.setItem(STORAGE_KEY_NAMES.accessToken, response.access_token);
  localStorage.setItem(STORAGE_KEY_NAMES.refreshToken, response.refresh_token);
  localStorage.setItem(STORAGE_KEY_NAMES.loggedUser, JSON.stringify(response.logged_user));
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

function LanguageMenu({ language, label, onChoose }: { language: QuickLanguage; label: string; onChoose: (language: QuickLanguage) => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const current = languageChoices.find((choice) => choice.code === language) ?? languageChoices[0];
  const spoken = `${label}: ${current.name}`;

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLButtonElement>('[aria-current=true]')?.focus();
    const close = (event: Event) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
      items[(at + step) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="qs-lang">
      <button
        ref={button}
        type="button"
        className="qs-text-button"
        aria-label={spoken}
        title={spoken}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switcher"
        onClick={() => setOpen(!open)}
      >
        <span lang={current.code}>{current.name}</span>
        <svg width="10" height="10" viewBox="0 0 1024 1024" aria-hidden="true" fill="currentColor">
          <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
        </svg>
      </button>
      {open ? (
        <ul ref={menu} role="menu" className="qs-menu" onKeyDown={onMenuKey}>
          {languageChoices.map((choice) => (
            <li key={choice.code} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-current={choice.code === language}
                onClick={() => {
                  onChoose(choice.code as QuickLanguage);
                  setOpen(false);
                  button.current?.focus();
                }}
              >
                <span lang={choice.code}>{choice.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The sign-in page of a fresh visit to `/signin`: plain React and CSS, the host's strings of the three
 * languages, the sign-in posted with fetch. Signed in (or on the way to sign-up or a forgotten password),
 * it hands the page to the shell, whose files it prefetched once the page was idle.
 */
export function QuickSignIn({ handOver }: { handOver: (path: string, replace: boolean) => Promise<void> }) {
  const [language, setLanguage] = useState<QuickLanguage>(detectLanguage);
  const [theme] = useState<QuickTheme>(readTheme);
  const [state] = useState(routerState);
  const notice = signInNoticeOf(state);
  const initialEmail = signInEmailOf(state) ?? '';
  const [username, setUsername] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [tried, setTried] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const t = (key: QuickKey) => quickStrings[language][key];

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(prefetchShellFilesWhenIdle, []);

  const choose = (next: QuickLanguage) => {
    storeLanguage(next);
    setLanguage(next);
  };

  const recheck = (nextUsername: string, nextPassword: string) => {
    if (tried) setFieldErrors(validate(nextUsername, nextPassword));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    const errors = validate(username, password);
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name=${errors.username ? 'username' : 'password'}]`)?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await fetch(SIGN_IN_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: username.trim(), password, rememberMe }),
      });
      if (response.status === 401) throw new Error(t('signin.invalidCredentials'));
      if (!response.ok) throw new Error((await serverMessage(response)) ?? t('error.somethingWentWrong'));
      saveLogin((await response.json()) as LoginResponse);
    } catch (failure) {
      setError(failure instanceof Error && !(failure instanceof TypeError) ? failure.message : t('error.somethingWentWrong'));
      setSending(false);
      return;
    }
    // The button keeps its busy state until the shell has taken the page over.
    await handOver(returnPathOf(state), true);
  }

  /** A link of the page opens in the shell, without a reload when it is a plain click. */
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void handOver(event.currentTarget.getAttribute('href') ?? '/', false);
  };

  const usernameError = fieldErrors.username;
  const passwordError = fieldErrors.password;
  return (
    <div className="qs" style={{ fontFamily: fontFamilyOf(language) }}>
      <style>{quickCss(theme)}</style>
      <header className="qs-header">
        <LanguageMenu language={language} label={t('layout.language.choose')} onChoose={choose} />
      </header>
      <main className="qs-main">
        <section className="qs-panel">
          <h1>{t('signin.title')}</h1>
          <p className="qs-secondary">{t('signin.subtitle')}</p>
          {notice && !error ? (
            <div className="qs-alert qs-alert-success" role="status">
              {t(notice)}
            </div>
          ) : null}
          {error ? (
            <div className="qs-alert qs-alert-error" role="alert">
              {error}
            </div>
          ) : null}
          <form noValidate onSubmit={(event) => void submit(event)}>
            <div className="qs-field">
              <label htmlFor="quick-username">{t('signin.email')}</label>
              <input
                id="quick-username"
                name="username"
                className="qs-input"
                type="email"
                inputMode="email"
                autoComplete="username"
                autoFocus={!initialEmail}
                value={username}
                aria-invalid={usernameError ? true : undefined}
                aria-describedby={usernameError ? 'quick-username-error' : undefined}
                onChange={(event) => {
                  setUsername(event.target.value);
                  recheck(event.target.value, password);
                }}
              />
              {usernameError ? (
                <div id="quick-username-error" className="qs-error" role="alert">
                  {t(usernameError)}
                </div>
              ) : null}
            </div>
            <div className="qs-field">
              <label htmlFor="quick-password">{t('signin.password')}</label>
              <input
                id="quick-password"
                name="password"
                className="qs-input"
                type="password"
                autoComplete="current-password"
                autoFocus={Boolean(initialEmail)}
                value={password}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? 'quick-password-error' : undefined}
                onChange={(event) => {
                  setPassword(event.target.value);
                  recheck(username, event.target.value);
                }}
              />
              {passwordError ? (
                <div id="quick-password-error" className="qs-error" role="alert">
                  {t(passwordError)}
                </div>
              ) : null}
            </div>
            <div className="qs-row">
              <label>
                <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
                <span>{t('signin.rememberMe')}</span>
              </label>
              <a href="/forgot-password" onClick={follow}>
                {t('signin.forgotPassword')}
              </a>
            </div>
            <button type="submit" className="qs-submit" aria-busy={sending}>
              {t('signin.submit')}
            </button>
          </form>
          <p style={{ marginTop: 16, marginBottom: 0 }}>
            {t('signin.noAccount')}{' '}
            <a href="/signup" onClick={follow}>
              {t('signin.signUpLink')}
            </a>
          </p>
        </section>
      </main>
    </div>
  );
}

/**
 * Renders the quick page. `startShell` loads the shell and calls back just before the shell renders: then
 * the address becomes the one handed over and this page goes, so the page is never blank in between.
 */
export function renderQuickSignIn(container: HTMLElement, startShell: (beforeRender: () => void) => Promise<void>): void {
  const root = createRoot(container);
  let handingOver = false;
  const handOver = async (path: string, replace: boolean) => {
    if (handingOver) return;
    handingOver = true;
    await startShell(() => {
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      root.unmount();
    });
  };
  root.render(<QuickSignIn handOver={handOver} />);
}
