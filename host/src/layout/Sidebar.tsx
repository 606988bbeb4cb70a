import { DeploymentUnitOutlined } from '@ant-design/icons';
import { menuOf, SIDEBAR_WIDTH_PX, useAccess, type RemoteModule } from '@waste/shared';
import { Flex, Layout, Menu, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { selectedMenuKey, toMenuItems } from './menuItems';
import { ReleaseBox } from './ReleaseBox';
import { useSidebarState } from './useSidebarState';
import { useIsMobile } from './viewport';

/** Fixed at the left; a collapsed sidebar opens over the content while the pointer is on it. */
export function Sidebar({ module }: { module: RemoteModule }) {
  const { t: tHost } = useTranslation(HOST_NAMESPACE);
  const { t } = useTranslation(module.namespace);
  const { token } = theme.useToken();
  const menu = menuOf(module.routes, useAccess());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { collapsed, closeOnMobile } = useSidebarState();
  // A tap is a mouseenter without a mouseleave: on a phone the sidebar opens by its toggle only.
  const hoverOpens = !useIsMobile();
  const [pointerOver, setPointerOver] = useState(false);
  const hovered = hoverOpens && pointerOver;
  const shown = collapsed && !hovered ? 'collapsed' : 'expanded';
  const selected = selectedMenuKey(menu, pathname);

  return (
    <Layout.Sider
      collapsed={shown === 'collapsed'}
      width={SIDEBAR_WIDTH_PX.expanded}
      collapsedWidth={SIDEBAR_WIDTH_PX.collapsed}
      trigger={null}
      theme="light"
      data-testid="sidebar"
      data-state={shown}
      onMouseEnter={() => setPointerOver(true)}
      onMouseLeave={() => setPointerOver(false)}
      style={{
        position: 'fixed',
        insetBlock: 0,
        insetInlineStart: 0,
        zIndex: 20,
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: collapsed && hovered ? token.boxShadowSecondary : undefined,
      }}
    >
      <Flex vertical style={{ height: '100%' }}>
        <Flex
          align="center"
          gap="small"
          style={{
            height: 64,
            paddingInline: shown === 'collapsed' ? 0 : 24,
            justifyContent: shown === 'collapsed' ? 'center' : 'flex-start',
            flexShrink: 0,
          }}
        >
          <DeploymentUnitOutlined style={{ fontSize: 24, color: token.colorPrimary }} aria-hidden />
          {shown === 'expanded' ? (
            <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'nowrap' }} ellipsis={{ tooltip: true }}>
              {tHost('app.shortTitle')}
            </Typography.Title>
          ) : null}
        </Flex>
        <nav aria-label={tHost('layout.menu')} style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={toMenuItems(menu, t, shown === 'collapsed')}
            style={{ borderInlineEnd: 'none' }}
            onClick={({ key }) => {
              closeOnMobile();
              navigate(key);
            }}
          />
        </nav>
        {shown === 'expanded' ? <ReleaseBox /> : null}
      </Flex>
    </Layout.Sider>
  );
}
