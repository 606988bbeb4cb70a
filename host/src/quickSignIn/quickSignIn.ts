import { languageChoices } from '../layout/languages';
import { isEmailNotVerified, returnPathOf, signInEmailOf, signInNoticeOf } from '../pages/signInState';
import { prefetchShellFilesWhenIdle } from '../shellFiles/prefetchShellFiles';
import { detectLanguage, storeLanguage, type QuickLanguage } from './quickLanguage';
import { quickRefusal, type QuickRefusal } from './quickRefusal';
import { quickStrings, type QuickKey } from './quickStrings';
import { fontFamilyOf, quickCss, storedTheme } from './quickStyles';
import { SIGN_IN_URL, STORAGE_KEY_NAMES } from './storageKeys';

/** What the shell's sign-in form checks (antd's `type: 'email'` rule, simplified to what a person mistypes). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHEVRON =
  '<svg width="10" height="10" viewBox="0 0 1024 1024" aria-hidden="true" focusable="false" fill="currentColor"><path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z"/></svg>';

interface LoginResponse {
  access_token: string;
  refresh_token: string;
  logged_user: unknown;
}

/** Hands the page to the shell at `path` (replacing the address, or pushing it for a link). */
export type HandOver = (path: string, replace: boolean) => Promise<void>;

type Child = Node | string | null | undefined | false;

/** A DOM element: `on…` props are listeners, the rest attributes (`false`/`null` leaves one out). */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value as EventListener);
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.filter((child): child is Node | string => Boolean(child)));
  return element;
}

/** The session as `@waste/shared`'s store keeps it (session/store.ts), so the shell starts signed in. */
function saveLogin(response: LoginResponse): void {
  localStorage.setItem(STORAGE_KEY_NAMES.accessToken, response.access_token);
  localStorage.setItem(STORAGE_KEY_NAMES.refreshToken, response.refresh_token);
  localStorage.setItem(STORAGE_KEY_NAMES.loggedUser, JSON.stringify(response.logged_user));
}

async function serverBody(response: Response): Promise<{ message?: unknown; code?: unknown; params?: unknown }> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/**
 * The sign-in page of a fresh visit to `/signin`, in plain DOM and CSS: the host's strings of the three
 * languages, the sign-in posted with fetch. Signed in (or on the way to sign-up or a forgotten password),
 * it hands the page to the shell, whose files it prefetched once the page was idle. Returns the page's
 * element, already in `container`.
 */
export function mountQuickSignIn(container: HTMLElement, handOver: HandOver): HTMLElement {
  // React Router keeps its state in `history.state.usr`; a reload keeps it, so a return-to survives one.
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  const notice = signInNoticeOf(routerState);
  const initialEmail = signInEmailOf(routerState) ?? '';
  let language: QuickLanguage = detectLanguage();
  let tried = false;
  let sending = false;
  let error: QuickRefusal | { text: string } | null = null;
  const t = (key: QuickKey) => quickStrings[language][key];

  /** Elements whose words follow the language. */
  const worded: [HTMLElement, QuickKey][] = [];
  // Worded now, and again whenever the language changes (an element made later, such as the resend link, too).
  const say = <E extends HTMLElement>(element: E, key: QuickKey): E => {
    worded.push([element, key]);
    element.textContent = t(key);
    return element;
  };

  // The language menu: a button naming the language, a menu of the three named in their own scripts.
  const languageName = h('span');
  const languageButton = h(
    'button',
    { type: 'button', class: 'qs-text-button', 'aria-haspopup': 'menu', 'aria-expanded': 'false', 'data-testid': 'language-switcher' },
    languageName,
  );
  languageButton.insertAdjacentHTML('beforeend', CHEVRON);
  const menuItems = languageChoices.map((choice) =>
    h(
      'button',
      { type: 'button', role: 'menuitem', tabindex: '-1', onclick: () => choose(choice.code as QuickLanguage) },
      h('span', { lang: choice.code }, choice.name),
    ),
  );
  const menu = h('ul', { role: 'menu', class: 'qs-menu', hidden: true }, ...menuItems.map((item) => h('li', { role: 'none' }, item)));
  const openMenu = (open: boolean) => {
    menu.hidden = !open;
    languageButton.setAttribute('aria-expanded', String(open));
    if (open) menuItems.find((item) => item.getAttribute('aria-current') === 'true')?.focus();
  };
  languageButton.addEventListener('click', () => openMenu(menu.hidden));
  menu.addEventListener('keydown', (event) => {
    const at = menuItems.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      openMenu(false);
      languageButton.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menuItems[(at + (event.key === 'ArrowDown' ? 1 : menuItems.length - 1)) % menuItems.length].focus();
    } else if (event.key === 'Tab') openMenu(false);
  });
  const closeOutside = (event: Event) => {
    if (!menu.hidden && !menu.contains(event.target as Node) && !languageButton.contains(event.target as Node)) openMenu(false);
  };
  document.addEventListener('mousedown', closeOutside);

  // The form.
  const fieldOf = (name: 'username' | 'password', labelKey: QuickKey, input: HTMLInputElement) => {
    const errorText = h('div', { id: `quick-${name}-error`, class: 'qs-error', role: 'alert' });
    const wrapper = h('div', { class: 'qs-field' }, say(h('label', { for: input.id }), labelKey), input);
    let errorKey: QuickKey | null = null;
    return {
      input,
      show(key: QuickKey | null) {
        errorKey = key;
        if (key) {
          errorText.textContent = t(key);
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', errorText.id);
          wrapper.append(errorText);
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
          errorText.remove();
        }
      },
      retranslate() {
        if (errorKey) errorText.textContent = t(errorKey);
      },
      element: wrapper,
    };
  };
  const username = fieldOf(
    'username',
    'signin.email',
    h('input', {
      id: 'quick-username',
      name: 'username',
      class: 'qs-input',
      type: 'email',
      inputmode: 'email',
      autocomplete: 'username',
      value: initialEmail,
    }),
  );
  const password = fieldOf(
    'password',
    'signin.password',
    h('input', { id: 'quick-password', name: 'password', class: 'qs-input', type: 'password', autocomplete: 'current-password' }),
  );
  const rememberMe = h('input', { type: 'checkbox', name: 'rememberMe' });

  const validate = () => {
    const email = username.input.value.trim();
    const usernameError: QuickKey | null = !email ? 'validation.required' : EMAIL.test(email) ? null : 'validation.email';
    const passwordError: QuickKey | null = password.input.value ? null : 'validation.required';
    username.show(usernameError);
    password.show(passwordError);
    return usernameError ? username.input : passwordError ? password.input : null;
  };
  for (const field of [username, password]) field.input.addEventListener('input', () => tried && validate());

  const alertBox = h('div', { class: 'qs-alert qs-alert-error', role: 'alert' });
  const noticeClass = notice === 'signin.refreshFailed' ? 'qs-alert qs-alert-error' : 'qs-alert qs-alert-success';
  const noticeBox = notice ? say(h('div', { class: noticeClass, role: 'status', 'data-testid': 'signin-notice' }), notice) : null;
  const showError = (next: typeof error) => {
    error = next;
    if (error) {
      alertBox.textContent = 'key' in error ? t(error.key).replace('{{count}}', String(error.count ?? '')) : error.text;
      // An account waiting for its email to be confirmed: the way to a new link.
      if ('key' in error && error.key === 'signin.emailNotVerified') alertBox.append(' ', resendLink());
      noticeBox?.remove();
      form.before(alertBox);
    } else alertBox.remove();
  };

  /** A link of the page opens in the shell, without a reload when it is a plain click. */
  const link = (href: string, key: QuickKey) =>
    say(
      h('a', {
        href,
        onclick: (event: MouseEvent) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void handOver(href, false);
        },
      }),
      key,
    );

  let resend: HTMLAnchorElement | undefined;
  /** One link, made when first shown: its words follow the language as the page's do. */
  const resendLink = () => {
    resend ??= link('/verify-account', 'signin.resendVerification');
    resend.setAttribute('data-testid', 'signin-resend-verification');
    return resend;
  };

  const submitButton = say(h('button', { type: 'submit', class: 'qs-submit', 'aria-busy': 'false' }), 'signin.submit');
  const form = h(
    'form',
    { novalidate: true },
    username.element,
    password.element,
    h(
      'div',
      { class: 'qs-row' },
      h('label', {}, rememberMe, say(h('span'), 'signin.rememberMe')),
      link('/forgot-password', 'signin.forgotPassword'),
    ),
    submitButton,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  async function submit() {
    if (sending) return;
    tried = true;
    const invalid = validate();
    if (invalid) {
      invalid.focus();
      return;
    }
    sending = true;
    submitButton.setAttribute('aria-busy', 'true');
    showError(null);
    try {
      const response = await fetch(SIGN_IN_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: username.input.value.trim(), password: password.input.value, rememberMe: rememberMe.checked }),
      });
      if (response.status === 401) throw { key: 'signin.invalidCredentials' };
      if (!response.ok) {
        const body = await serverBody(response);
        if (isEmailNotVerified(body)) throw { key: 'signin.emailNotVerified' };
        const refusal = quickRefusal(body, language);
        if (refusal) throw refusal;
        throw typeof body.message === 'string' && body.message ? { text: body.message } : { key: 'error.somethingWentWrong' };
      }
      saveLogin((await response.json()) as LoginResponse);
    } catch (failure) {
      showError(
        failure && typeof failure === 'object' && ('key' in failure || 'text' in failure)
          ? (failure as typeof error)
          : { key: 'error.somethingWentWrong' },
      );
      sending = false;
      submitButton.setAttribute('aria-busy', 'false');
      return;
    }
    // The button stays busy until the shell has taken the page over.
    await handOver(returnPathOf(routerState), true);
  }

  const style = h('style');
  style.textContent = quickCss(storedTheme());
  const page = h(
    'div',
    { class: 'qs' },
    style,
    h('header', { class: 'qs-header' }, h('div', { class: 'qs-lang' }, languageButton, menu)),
    h(
      'main',
      { class: 'qs-main' },
      h(
        'section',
        { class: 'qs-panel' },
        say(h('h1'), 'signin.title'),
        say(h('p', { class: 'qs-secondary' }), 'signin.subtitle'),
        noticeBox,
        form,
        h('p', { style: 'margin-top:16px;margin-bottom:0' }, say(h('span'), 'signin.noAccount'), ' ', link('/signup', 'signin.signUpLink')),
      ),
    ),
  );

  function applyLanguage() {
    document.documentElement.lang = language;
    page.style.fontFamily = fontFamilyOf(language);
    for (const [element, key] of worded) element.textContent = t(key);
    const current = languageChoices.find((choice) => choice.code === language) ?? languageChoices[0];
    languageName.lang = current.code;
    languageName.textContent = current.name;
    // The name spoken includes the one shown (WCAG 2.5.3).
    const spoken = `${t('layout.language.choose')}: ${current.name}`;
    languageButton.setAttribute('aria-label', spoken);
    languageButton.title = spoken;
    menuItems.forEach((item, index) => item.setAttribute('aria-current', String(languageChoices[index].code === language)));
    username.retranslate();
    password.retranslate();
    if (error) showError(error);
  }

  function choose(next: QuickLanguage) {
    storeLanguage(next);
    language = next;
    applyLanguage();
    openMenu(false);
    languageButton.focus();
  }

  applyLanguage();
  container.replaceChildren(page);
  (initialEmail ? password.input : username.input).focus();
  prefetchShellFilesWhenIdle();
  page.addEventListener('qs-unmount', () => document.removeEventListener('mousedown', closeOutside));
  return page;
}

/**
 * Shows the quick page. `startShell` loads the shell and calls back just before the shell renders: then the
 * address becomes the one handed over and this page goes, so the page is never blank in between.
 */
export function renderQuickSignIn(container: HTMLElement, startShell: (beforeRender: () => void) => Promise<void>): void {
  let handingOver = false;
  const page = mountQuickSignIn(container, async (path, replace) => {
    if (handingOver) return;
    handingOver = true;
    await startShell(() => {
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      page.dispatchEvent(new Event('qs-unmount'));
      page.remove();
    });
  });
}
