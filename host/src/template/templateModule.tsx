import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileOutlined,
  FormOutlined,
  LineChartOutlined,
  PictureOutlined,
  TableOutlined,
  TagOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { RemoteModule } from '@waste/shared';
import type { ReactNode } from 'react';
import { TemplateDashboard } from './TemplateDashboard';
import { templatePages } from './templatePages';

const templateIcons: Record<string, ReactNode> = {
  blank: <FileOutlined />,
  'form-elements': <FormOutlined />,
  'basic-tables': <TableOutlined />,
  buttons: <AppstoreOutlined />,
  images: <PictureOutlined />,
  videos: <VideoCameraOutlined />,
  alerts: <AlertOutlined />,
  avatars: <UserOutlined />,
  badge: <TagOutlined />,
  'line-chart': <LineChartOutlined />,
  'bar-chart': <BarChartOutlined />,
};

/** For a default role that no remote serves (or none): the host's own pages. */
export const templateModule: RemoteModule = {
  namespace: 'host',
  roles: [],
  menus: {
    default: [
      // Kept first: a user without a role lands on /dashboard, and the menu must lead back there.
      { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
      ...templatePages.map((page) => ({ ...page, icon: templateIcons[page.key] })),
    ],
  },
  routes: [{ path: 'dashboard', Component: TemplateDashboard }],
  translations: {},
};
