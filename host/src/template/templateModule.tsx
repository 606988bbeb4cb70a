import { DashboardOutlined } from '@ant-design/icons';
import { NO_FIRST_READS, type RemoteModule } from '@waste/shared';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { templatePages } from './templatePages';

/** For a default role that no remote serves (or none): the host's own pages. */
export const templateModule: RemoteModule = {
  namespace: HOST_NAMESPACE,
  routes: [
    // Kept first: a user without a role lands on /dashboard, and the menu must lead back there.
    {
      path: 'dashboard',
      name: 'menu.dashboard',
      icon: <DashboardOutlined />,
      page: () => import('./TemplateDashboard').then((m) => m.TemplateDashboard),
      prefetch: NO_FIRST_READS,
    },
    ...templatePages,
  ],
  translations: {},
};
