import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  FileOutlined,
  FormOutlined,
  LineChartOutlined,
  PictureOutlined,
  TableOutlined,
  TagOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { RouteManifest } from '@waste/shared';

/**
 * The template demonstration pages of spec section 2, in the same manifest shape as a remote's; names are
 * keys of the host namespace. Each page is a chunk of its own, so sign-in never downloads them.
 */
export const templatePages: RouteManifest = [
  { path: 'blank', name: 'template.menu.blank', icon: <FileOutlined />, page: () => import('./pages/BlankPage').then((m) => m.BlankPage) },
  {
    path: 'form-elements',
    name: 'template.menu.formElements',
    icon: <FormOutlined />,
    page: () => import('./pages/FormElementsPage').then((m) => m.FormElementsPage),
  },
  {
    path: 'basic-tables',
    name: 'template.menu.basicTables',
    icon: <TableOutlined />,
    page: () => import('./pages/BasicTablesPage').then((m) => m.BasicTablesPage),
  },
  {
    path: 'buttons',
    name: 'template.menu.buttons',
    icon: <AppstoreOutlined />,
    page: () => import('./pages/ButtonsPage').then((m) => m.ButtonsPage),
  },
  {
    path: 'images',
    name: 'template.menu.images',
    icon: <PictureOutlined />,
    page: () => import('./pages/ImagesPage').then((m) => m.ImagesPage),
  },
  {
    path: 'videos',
    name: 'template.menu.videos',
    icon: <VideoCameraOutlined />,
    page: () => import('./pages/VideosPage').then((m) => m.VideosPage),
  },
  {
    path: 'alerts',
    name: 'template.menu.alerts',
    icon: <AlertOutlined />,
    page: () => import('./pages/AlertsPage').then((m) => m.AlertsPage),
  },
  {
    path: 'avatars',
    name: 'template.menu.avatars',
    icon: <UserOutlined />,
    page: () => import('./pages/AvatarsPage').then((m) => m.AvatarsPage),
  },
  { path: 'badge', name: 'template.menu.badge', icon: <TagOutlined />, page: () => import('./pages/BadgePage').then((m) => m.BadgePage) },
  {
    path: 'line-chart',
    name: 'template.menu.lineChart',
    icon: <LineChartOutlined />,
    page: () => import('./pages/LineChartPage').then((m) => m.LineChartPage),
  },
  {
    path: 'bar-chart',
    name: 'template.menu.barChart',
    icon: <BarChartOutlined />,
    page: () => import('./pages/BarChartPage').then((m) => m.BarChartPage),
  },
];
