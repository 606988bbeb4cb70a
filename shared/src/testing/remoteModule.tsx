import { screen, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { accessOf } from '../access/access';
import { LANGUAGES, type RoleCode } from '../constants';
import { i18n, initI18n, registerTranslationLoaders, type TranslationLoaders, type Translations } from '../i18n/instance';
import type { RemoteModule, RouteManifest } from '../remote/contract';
import { lazyPage } from '../remote/lazyPage';
import { menuOf, type MenuEntry } from '../remote/menu';
import type { LoggedUser } from '../api/contract';
import { loggedUserAtom, sessionStore } from '../session/store';
import { loadEveryLanguage } from './everyLanguage';
import { renderWithProviders } from './renderWithProviders';

export function testUser(
  defaultRole: RoleCode | null,
  roles: RoleCode[] = defaultRole ? [defaultRole] : [],
  selected: Partial<LoggedUser> = {},
): LoggedUser {
  return {
    id: '1',
    firstName: 'Nimal',
    lastName: 'Silva',
    email: 'nimal@demo.lk',
    defaultRole,
    roles,
    selectedLocalAuthority: null,
    selectedRecycler: null,
    ...selected,
  };
}

export async function registerModule(module: RemoteModule): Promise<void> {
  await initI18n();
  await registerTranslationLoaders(module.namespace, module.translations);
  await loadEveryLanguage();
}

/** A remote's words in every language, fetched through its loaders as the host would. */
export async function allTranslations(loaders: TranslationLoaders): Promise<Translations> {
  const bundles = await Promise.all(LANGUAGES.map(async (language) => [language, (await loaders[language]?.())?.default] as const));
  return Object.fromEntries(bundles.filter(([, strings]) => strings));
}

export type MenuLabels = (string | [string, MenuLabels])[];

/** The sidebar a user gets from a module's manifest, in English; a group as [label, its labels]. */
export function menuLabels(module: RemoteModule, user: LoggedUser | null): MenuLabels {
  const t = i18n.getFixedT('en', module.namespace);
  const labels = (entries: MenuEntry[]): MenuLabels =>
    entries.map((entry) => (entry.children ? [t(entry.name), labels(entry.children)] : t(entry.name)));
  return labels(menuOf(module.routes, accessOf(user)));
}

function ManifestRoutes({ routes }: { routes: RouteManifest }) {
  const queryClient = useQueryClient();
  return (
    <Routes>
      {routes.map((entry) => {
        const Page = lazyPage(entry, queryClient);
        return <Route key={entry.path} path={entry.path} element={<Page />} />;
      })}
    </Routes>
  );
}

/** Renders the manifest's page at `path` the way the host's layout would, its chunk loaded lazily (its reads with it). */
export function renderManifestPage(routes: RouteManifest, path: string, queryClient?: QueryClient) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <ManifestRoutes routes={routes} />
    </Suspense>,
    { route: path, queryClient },
  );
}

/**
 * A remote's page rendered directly, `user` signed in: inside antd's App (toasts, modals), the host's providers
 * and a route `path` for its params, at `route`; leaving it shows `navigated-away`.
 */
export async function renderRemotePage(
  module: RemoteModule,
  ui: ReactElement,
  { user, path = '/', route = path }: { user: LoggedUser; path?: string; route?: string },
) {
  await registerModule(module);
  sessionStore.set(loggedUserAtom, user);
  return renderWithProviders(
    <App>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<div data-testid="navigated-away" />} />
      </Routes>
    </App>,
    { route },
  );
}

/** A page a later issue builds: its frame with Dashboard in the breadcrumbs and the plain notice. */
export async function expectNotAvailableFrame(title: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 3, name: title }, { timeout: 10_000 })).toBeInTheDocument();
  const breadcrumb = screen.getByTestId('page-breadcrumb');
  expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(within(breadcrumb).getAllByText(title).length).toBeGreaterThan(0);
  const notice = screen.getByTestId('feature-not-available');
  expect(notice).toHaveTextContent('This page is not available yet');
  expect(notice).toHaveTextContent('coming in a later release');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
}

const placeholders = (text: string) =>
  (text.match(/{{\s*\w+\s*}}/g) ?? [])
    .map((p) => p.replace(/\s/g, ''))
    .sort()
    .join();

/** What keeps a namespace's Sinhala and Tamil from matching its English: empty when complete. */
export function translationGaps(
  translations: Translations,
): Record<'si' | 'ta', { missing: string[]; extra: string[]; placeholders: string[] }> {
  const english = translations.en ?? {};
  const gaps = (language: 'si' | 'ta') => {
    const translated = translations[language] ?? {};
    return {
      missing: Object.keys(english).filter((key) => !(typeof translated[key] === 'string' && translated[key].trim() !== '')),
      extra: Object.keys(translated).filter((key) => !(key in english)),
      placeholders: Object.keys(english).filter((key) => key in translated && placeholders(english[key]) !== placeholders(translated[key])),
    };
  };
  return { si: gaps('si'), ta: gaps('ta') };
}

export const NO_TRANSLATION_GAPS = { si: { missing: [], extra: [], placeholders: [] }, ta: { missing: [], extra: [], placeholders: [] } };
