import {
  BankOutlined,
  DashboardOutlined,
  FunctionOutlined,
  InboxOutlined,
  RetweetOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ListTable, type RoutePage } from '@waste/shared';
import { prefetchAccounts } from './features/accounts/api/prefetchAccounts';
import { prefetchCustomsAccounts } from './features/customs/api/prefetchCustomsAccounts';
import { prefetchDashboard } from './features/dashboard/api/prefetchDashboard';
import { prefetchLocalAuthorities } from './features/localAuthorities/api/prefetchLocalAuthorities';
import { prefetchLocalAuthorityWasteData } from './features/localAuthorities/api/prefetchLocalAuthorityWasteData';
import { prefetchLoggers } from './features/loggers/api/prefetchLoggers';
import { prefetchDistrictMap } from './features/nationalMap/api/prefetchDistrictMap';
import { useUnseenRequestCount } from './features/requests/api/getUnseenRequestCount';
import { prefetchRequests } from './features/requests/api/prefetchRequests';
import { prefetchMasterData } from './features/recyclers/api/prefetchMasterData';
import { prefetchRecycler } from './features/recyclers/api/prefetchRecycler';
import { prefetchRecyclerForm } from './features/recyclers/api/prefetchRecyclerForm';
import { prefetchRecyclers } from './features/recyclers/api/prefetchRecyclers';
import { prefetchUncertaintyRules } from './features/uncertaintyRules/api/prefetchUncertaintyRules';

/**
 * Admin (001): dashboard and requests; a Super Admin (005) acting as themself also the lists and loggers.
 * The pages of `routes.json`, by path.
 */
export const pages: Record<string, RoutePage> = {
  dashboard: {
    icon: <DashboardOutlined />,
    // The dashboard shows the national map and report, features of their own (features import no other feature).
    page: () =>
      Promise.all([
        import('./features/dashboard/components/AdminDashboardPage'),
        import('./features/nationalMap/components/DistrictMapCard'),
        import('./features/nationalReport/components/NationalReportCard'),
      ]).then(([dashboard, map, report]) => () => (
        <dashboard.AdminDashboardPage Map={map.DistrictMapCard} Report={report.NationalReportCard} />
      )),
    prefetch: (queryClient) => {
      prefetchDistrictMap(queryClient);
      prefetchDashboard(queryClient);
    },
  },
  'local-authorities': {
    icon: <BankOutlined />,
    page: () => import('./features/localAuthorities/components/LocalAuthoritiesPage').then((m) => m.LocalAuthoritiesPage),
    prefetch: prefetchLocalAuthorities,
  },
  customs: {
    icon: <SafetyCertificateOutlined />,
    page: () => import('./features/customs/components/CustomsListPage').then((m) => m.CustomsListPage),
    prefetch: prefetchCustomsAccounts,
  },
  recycler: {
    icon: <RetweetOutlined />,
    page: () => import('./features/recyclers/components/RecyclersPage').then((m) => m.RecyclersPage),
    prefetch: prefetchRecyclers,
  },
  'recycler/register': {
    page: () => import('./features/recyclers/components/RecyclerFormPage').then((m) => m.RecyclerFormPage),
    prefetch: prefetchRecyclerForm,
  },
  'recycler/edit/:id': {
    page: () => import('./features/recyclers/components/RecyclerFormPage').then((m) => m.RecyclerFormPage),
    prefetch: prefetchRecyclerForm,
  },
  'recycler/view/:id': {
    page: () => import('./features/recyclers/components/RecyclerViewPage').then((m) => m.RecyclerViewPage),
    prefetch: prefetchRecycler,
  },
  'recycler/master-data': {
    page: () => import('./features/recyclers/components/MasterDataPage').then((m) => m.MasterDataPage),
    prefetch: prefetchMasterData,
  },
  requests: {
    icon: <InboxOutlined />,
    useMenuCount: useUnseenRequestCount,
    page: () => import('./features/requests/components/RequestsPage').then((m) => m.RequestsPage),
    prefetch: prefetchRequests,
  },
  loggers: {
    icon: <TeamOutlined />,
    page: () => import('./features/loggers/components/LoggersPage').then((m) => m.LoggersPage),
    prefetch: prefetchLoggers,
  },
  'uncertainty-rules': {
    icon: <FunctionOutlined />,
    // With the table's code, so the rules' table is drawn at once and the note and Save below it never move.
    page: () =>
      Promise.all([import('./features/uncertaintyRules/components/UncertaintyRulesPage'), ListTable.load()]).then(
        ([m]) => m.UncertaintyRulesPage,
      ),
    prefetch: prefetchUncertaintyRules,
  },
  accounts: {
    icon: <UserOutlined />,
    page: () => import('./features/accounts/components/AccountsPage').then((m) => m.AccountsPage),
    prefetch: prefetchAccounts,
  },
  // Opened from Local Authorities, for a super admin only (routes.json): the API answers a 001 Admin's look-up of an authority "Forbidden".
  'wasteData/la-view/:id': {
    page: () => import('./features/localAuthorities/components/LocalAuthorityWasteDataPage').then((m) => m.LocalAuthorityWasteDataPage),
    prefetch: prefetchLocalAuthorityWasteData,
  },
};
