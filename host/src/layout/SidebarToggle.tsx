import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { useSidebarState } from './useSidebarState';

export function SidebarToggle() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { collapsed, toggle } = useSidebarState();
  const label = collapsed ? t('layout.sidebar.expand') : t('layout.sidebar.collapse');
  return (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={label}
      title={label}
      aria-expanded={!collapsed}
      onClick={toggle}
      data-testid="sidebar-toggle"
    />
  );
}
