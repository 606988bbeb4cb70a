import { Button, Layout, Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { signOut } from '../api/session';
import { COMMON_NAMESPACE, initI18n, registerTranslations } from '../i18n/instance';
import type { MenuEntry, RemoteModule } from '../remote/contract';
import { loggedUserAtom, signedInAtom } from '../session/store';
import { StandaloneSignIn } from './StandaloneSignIn';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(entries: MenuEntry[], t: TFunction): MenuItem[] {
  return entries.map((e) => ({ key: e.path ?? e.key, icon: e.icon, label: t(e.labelKey), children: e.children && toMenuItems(e.children, t) }));
}

function StandaloneShell({ module }: { module: RemoteModule }) {
  const { t } = useTranslation(module.namespace);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const signedIn = useAtomValue(signedInAtom);
  const role = useAtomValue(loggedUserAtom)?.defaultRole;
  const navigate = useNavigate();
  if (!signedIn) return <StandaloneSignIn />;
  const entries = (role ? module.menus[role] : undefined) ?? module.menus.default ?? [];
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu mode="inline" items={toMenuItems(entries, t)} onClick={({ key }) => navigate(key)} />
        <Button style={{ margin: 16 }} onClick={() => signOut()}>{tCommon('standalone.signOut')}</Button>
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          {module.routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

/** Runs one remote on its own for its team's development (`pnpm --filter <remote> start:standalone`). */
export async function renderStandalone(module: RemoteModule): Promise<void> {
  await initI18n();
  registerTranslations(module.namespace, module.translations);
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <StandaloneShell module={module} />
    </BrowserRouter>,
  );
}
