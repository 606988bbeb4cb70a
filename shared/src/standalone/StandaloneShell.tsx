import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Spin, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAccess } from '../access/useAccess';
import { signOut } from '../api/session';
import { COMMON_NAMESPACE } from '../i18n/instance';
import type { RemoteModule } from '../remote/contract';
import { lazyPage } from '../remote/lazyPage';
import { allowedRoutes, menuOf, type MenuEntry } from '../remote/menu';
import { signedInAtom } from '../session/store';
import { StandaloneSignIn } from './StandaloneSignIn';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(entries: MenuEntry[], t: TFunction): MenuItem[] {
  return entries.map((e) => ({ key: e.path ?? e.key, icon: e.icon, label: t(e.name), children: e.children && toMenuItems(e.children, t) }));
}

/** A remote's pages with its own menu and sign-in, for running it alone. */
export function StandaloneShell({ module }: { module: RemoteModule }) {
  const { t } = useTranslation(module.namespace);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const signedIn = useAtomValue(signedInAtom);
  const access = useAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!signedIn) return <StandaloneSignIn />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu mode="inline" items={toMenuItems(menuOf(module.routes, access), t)} onClick={({ key }) => navigate(key)} />
        <Button style={{ margin: 16 }} onClick={() => signOut()}>
          {tCommon('standalone.signOut')}
        </Button>
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<Spin size="large" />}>
          <Routes>
            {allowedRoutes(module.routes, access).map((entry) => {
              const Page = lazyPage(entry, queryClient);
              return <Route key={entry.path} path={entry.path} element={<Page />} />;
            })}
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
