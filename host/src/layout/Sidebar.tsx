import { loggedUserAtom, SIDEBAR_WIDTH_PX, type RemoteModule } from '@waste/shared';
import { Layout, Menu, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { menuEntriesFor, toMenuItems } from './menuItems';

export function Sidebar({ module }: { module: RemoteModule }) {
  const { t: tHost } = useTranslation(HOST_NAMESPACE);
  const { t } = useTranslation(module.namespace);
  const role = useAtomValue(loggedUserAtom)?.defaultRole ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = toMenuItems(menuEntriesFor(module, role), t);

  return (
    <Layout.Sider width={SIDEBAR_WIDTH_PX.expanded} collapsedWidth={SIDEBAR_WIDTH_PX.collapsed} theme="light" data-testid="sidebar">
      <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
        {tHost('app.shortTitle')}
      </Typography.Title>
      <nav aria-label={tHost('layout.menu')}>
        <Menu mode="inline" selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
      </nav>
    </Layout.Sider>
  );
}
