import type { RemoteModule } from '@waste/shared';
import { Flex, Layout, theme } from 'antd';
import { RoleSwitcher } from '../roleSwitcher/RoleSwitcher';
import { PageSearch } from '../search/PageSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { SidebarToggle } from './SidebarToggle';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export function HeaderBar({ module }: { module: RemoteModule }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <SidebarToggle />
      <div style={{ flex: 1, minWidth: 0 }}>
        <PageSearch module={module} />
      </div>
      <Flex gap={4} align="center">
        <RoleSwitcher />
        <LanguageSwitcher />
        <ThemeToggle />
        <NotificationBell />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
