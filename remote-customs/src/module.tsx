import {
  BarcodeOutlined,
  DashboardOutlined,
  ExportOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  ImportOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import en from './i18n/en.json';
import { CUSTOMS_NAMESPACE } from './i18n/namespace';
import si from './i18n/si.json';
import ta from './i18n/ta.json';
import { customsRoutes } from './routes';

/** SL Custom (002): HS codes, pending HS codes, import and export data, data log. */
const customsModule: RemoteModule = {
  namespace: CUSTOMS_NAMESPACE,
  roles: [ROLE.SL_CUSTOM],
  menus: {
    [ROLE.SL_CUSTOM]: [
      { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
      { key: 'hscodes', labelKey: 'menu.hsCodes', path: '/hscodes', icon: <BarcodeOutlined /> },
      { key: 'pending-hscodes', labelKey: 'menu.pendingHsCodes', path: '/pending-hscodes', icon: <FieldTimeOutlined /> },
      {
        key: 'data-list',
        labelKey: 'menu.dataList',
        icon: <UnorderedListOutlined />,
        children: [
          { key: 'import', labelKey: 'menu.import', path: '/import', icon: <ImportOutlined /> },
          { key: 'export', labelKey: 'menu.export', path: '/export', icon: <ExportOutlined /> },
        ],
      },
      { key: 'data-log', labelKey: 'menu.dataLog', path: '/data-log', icon: <FileSearchOutlined /> },
    ],
  },
  routes: customsRoutes,
  translations: { en, si, ta },
};

export default customsModule;
