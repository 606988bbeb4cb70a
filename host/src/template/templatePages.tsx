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
import { NO_FIRST_READS, type RouteManifest } from '@waste/shared';

/**
 * The template demonstration pages of spec section 2, in the same manifest shape as a remote's; names are
 * keys of the host namespace. Each page is a chunk of its own, so sign-in never downloads them.
 */
export const templatePages: RouteManifest = [
  {
    path: 'blank',
    name: 'template.menu.blank',
    icon: <FileOutlined />,
    page: () => import('./pages/BlankPage').then((m) => m.BlankPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'form-elements',
    name: 'template.menu.formElements',
    icon: <FormOutlined />,
    page: () => import('./pages/FormElementsPage').then((m) => m.FormElementsPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'basic-tables',
    name: 'template.menu.basicTables',
    icon: <TableOutlined />,
    page: () => import('./pages/BasicTablesPage').then((m) => m.BasicTablesPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'buttons',
    name: 'template.menu.buttons',
    icon: <AppstoreOutlined />,
    page: () => import('./pages/ButtonsPage').then((m) => m.ButtonsPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'images',
    name: 'template.menu.images',
    icon: <PictureOutlined />,
    page: () => import('./pages/ImagesPage').then((m) => m.ImagesPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'videos',
    name: 'template.menu.videos',
    icon: <VideoCameraOutlined />,
    page: () => import('./pages/VideosPage').then((m) => m.VideosPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'alerts',
    name: 'template.menu.alerts',
    icon: <AlertOutlined />,
    page: () => import('./pages/AlertsPage').then((m) => m.AlertsPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'avatars',
    name: 'template.menu.avatars',
    icon: <UserOutlined />,
    page: () => import('./pages/AvatarsPage').then((m) => m.AvatarsPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'badge',
    name: 'template.menu.badge',
    icon: <TagOutlined />,
    page: () => import('./pages/BadgePage').then((m) => m.BadgePage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'line-chart',
    name: 'template.menu.lineChart',
    icon: <LineChartOutlined />,
    page: () => import('./pages/LineChartPage').then((m) => m.LineChartPage),
    prefetch: NO_FIRST_READS,
  },
  {
    path: 'bar-chart',
    name: 'template.menu.barChart',
    icon: <BarChartOutlined />,
    page: () => import('./pages/BarChartPage').then((m) => m.BarChartPage),
    prefetch: NO_FIRST_READS,
  },
];
