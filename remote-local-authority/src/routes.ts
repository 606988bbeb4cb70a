import type { RemoteRoute } from '@waste/shared';
import { ParametersPage } from './features/parameters/components/ParametersPage';
import { AddCentreWasteDataPage } from './features/sampathPiyasa/components/AddCentreWasteDataPage';
import { CentrePage } from './features/sampathPiyasa/components/CentrePage';
import { CentresPage } from './features/sampathPiyasa/components/CentresPage';
import { CentreWasteDataViewPage } from './features/sampathPiyasa/components/CentreWasteDataViewPage';
import { RegisterCentrePage } from './features/sampathPiyasa/components/RegisterCentrePage';
import { AddWasteDataPage } from './features/wasteData/components/AddWasteDataPage';
import { WasteDataListPage } from './features/wasteData/components/WasteDataListPage';
import { WasteDataViewPage } from './features/wasteData/components/WasteDataViewPage';
import { DashboardPage } from './pages/DashboardPage';
import { LocalAuthorityWasteDataPage } from './pages/LocalAuthorityWasteDataPage';

/** Every page this remote owns, relative to the host's layout. */
export const localAuthorityRoutes: RemoteRoute[] = [
  { path: 'dashboard', Component: DashboardPage },
  { path: 'wasteData', Component: WasteDataListPage },
  { path: 'wasteData/addData', Component: AddWasteDataPage },
  { path: 'wasteData/view/:id', Component: WasteDataViewPage },
  { path: 'wasteData/la-view/:id', Component: LocalAuthorityWasteDataPage },
  { path: 'sampath-piyasa', Component: CentresPage },
  { path: 'sampath-piyasa/register', Component: RegisterCentrePage },
  { path: 'sampath-piyasa/addData', Component: AddCentreWasteDataPage },
  { path: 'sampath-piyasa/waste-view/:id', Component: CentreWasteDataViewPage },
  { path: 'sampath-piyasa/center/:id', Component: CentrePage },
  { path: 'parameters', Component: ParametersPage },
];
