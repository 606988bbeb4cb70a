import type { RemoteModule } from '@waste/shared';
import { Flex, Layout, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { RoleSwitcher } from '../roleSwitcher/RoleSwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { SidebarToggle } from './SidebarToggle';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

// Its own chunk: antd's AutoComplete brings the whole select (rc-select, a virtual list), none of it needed to
// draw a page. Its place is held at its size meanwhile, so nothing in the header moves when it comes.
const PageSearch = lazy(() => import('../search/PageSearch').then((module) => ({ default: module.PageSearch })));
const SEARCH_BOX = { height: 32, maxWidth: 320 };

/**
 * `compact` on a phone: the controls keep their icons and drop their text, so the header fits the width;
 * whom a super admin acts as takes a second row, since it must stay visible on every width.
 */
export function HeaderBar({ module, compact = false }: { module: RemoteModule; compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        flexWrap: compact ? 'wrap' : undefined,
        alignItems: 'center',
        gap: compact ? 4 : 12,
        paddingInline: compact ? 8 : 16,
        ...(compact ? { height: 'auto', lineHeight: 'normal', paddingBlock: 8 } : {}),
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <SidebarToggle />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<div style={SEARCH_BOX} />}>
          <PageSearch module={module} />
        </Suspense>
      </div>
      <Flex gap={compact ? 0 : 4} align="center">
        {compact ? null : <RoleSwitcher />}
        <LanguageSwitcher compact={compact} />
        <ThemeToggle />
        <NotificationBell />
        <UserMenu compact={compact} />
      </Flex>
      {compact ? (
        <div style={{ flexBasis: '100%', minWidth: 0 }}>
          <RoleSwitcher block />
        </div>
      ) : null}
    </Layout.Header>
  );
}
