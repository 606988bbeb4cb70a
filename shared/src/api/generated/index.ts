// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type * as adminCompleteness from './admin/completeness';
import type * as adminDistrictMap from './admin/districtMap';
import * as adminLocalAuthoritiesIdCentres from './admin/localAuthoritiesIdCentres';
import type * as adminLocalAuthoritiesIdMfaSummary from './admin/localAuthoritiesIdMfaSummary';
import * as adminLocalAuthoritiesIdWaste from './admin/localAuthoritiesIdWaste';
import * as adminLocalAuthoritiesSearch from './admin/localAuthoritiesSearch';
import * as authAuthenticate from './auth/authenticate';
import * as authForgotPassword from './auth/forgotPassword';
import * as authLogout from './auth/logout';
import type * as authRefresh from './auth/refresh';
import * as authResendVerification from './auth/resendVerification';
import * as authResetPassword from './auth/resetPassword';
import * as authSignup from './auth/signup';
import * as authVerifyAccount from './auth/verifyAccount';
import * as authVerifyEmail from './auth/verifyEmail';
import * as calendarEvents from './calendar/events';
import * as calendarEventsId from './calendar/eventsId';
import type * as customsLogInitSearch from './customsLog/initSearch';
import * as customsLogSearch from './customsLog/search';
import * as customsLogViewSearchId from './customsLog/viewSearchId';
import * as customsDownload from './customs/download';
import type * as customsGraphInitSearch from './customs/graphInitSearch';
import type * as customsInitSearch from './customs/initSearch';
import * as customsPartnerStatisticsGraphs from './customs/partnerStatisticsGraphs';
import * as customsSearch from './customs/search';
import * as customsSectorGenerationStatisticsGraphs from './customs/sectorGenerationStatisticsGraphs';
import * as customsStatisticsGraphs from './customs/statisticsGraphs';
import type * as customsStatusJobId from './customs/statusJobId';
import type * as customsUpload from './customs/upload';
import * as customsUploadsJobIdWithdraw from './customs/uploadsJobIdWithdraw';
import type * as hscodeEditId from './hscode/editId';
import type * as hscodeInitSearch from './hscode/initSearch';
import * as hscodeSearch from './hscode/search';
import * as hscodeSearchNew from './hscode/searchNew';
import * as hscodeUpdate from './hscode/update';
import type * as localAuthorityGetLaInfo from './localAuthority/getLaInfo';
import type * as localAuthorityInitWasteForm from './localAuthority/initWasteForm';
import type * as localAuthorityInitWasteSearch from './localAuthority/initWasteSearch';
import * as localAuthorityInsertLaWasteData from './localAuthority/insertLaWasteData';
import type * as localAuthorityLaWasteCollection from './localAuthority/laWasteCollection';
import * as localAuthorityPlausibilityLaWasteData from './localAuthority/plausibilityLaWasteData';
import * as localAuthoritySearchLa from './localAuthority/searchLa';
import * as localAuthoritySearchWaste from './localAuthority/searchWaste';
import * as localAuthoritySendRequest from './localAuthority/sendRequest';
import type * as localAuthorityViewSentRequests from './localAuthority/viewSentRequests';
import * as localAuthorityWasteCorrections from './localAuthority/wasteCorrections';
import type * as localAuthorityWasteViewId from './localAuthority/wasteViewId';
import * as loggersExport from './loggers/export';
import type * as loggersOptions from './loggers/options';
import * as loggersSearch from './loggers/search';
import * as masterDataDistricts from './masterData/districts';
import type * as masterDataGetLaTypes from './masterData/getLaTypes';
import * as masterDataLocalAuthorities from './masterData/localAuthorities';
import type * as masterDataProvinces from './masterData/provinces';
import type * as mfaDiagramLa from './mfa/diagramLa';
import type * as mfaDistrictDiagramLa from './mfa/districtDiagramLa';
import type * as mfaGetMfaDataInputs from './mfa/getMfaDataInputs';
import * as mfaLeakageParameters from './mfa/leakageParameters';
import type * as mfaMfaLaSummary from './mfa/mfaLaSummary';
import type * as mfaMfaNationalSummary from './mfa/mfaNationalSummary';
import type * as mfaNationalReport from './mfa/nationalReport';
import type * as mfaProvinceDiagramLa from './mfa/provinceDiagramLa';
import type * as mfaReconciliation from './mfa/reconciliation';
import type * as mfaSdg1161 from './mfa/sdg1161';
import * as mfaSearchMfa from './mfa/searchMfa';
import * as mfaUncertaintyRules from './mfa/uncertaintyRules';
import * as mfaWhatIf from './mfa/whatIf';
import type * as notifications from './notifications/notifications';
import * as notificationsRead from './notifications/read';
import * as recyclerCreateAccount from './recycler/createAccount';
import type * as recyclerMasterData from './recycler/masterData';
import * as recyclerNationalGraph from './recycler/nationalGraph';
import * as recyclerOwnGraph from './recycler/ownGraph';
import * as recyclerPlausibility from './recycler/plausibility';
import * as recyclerSaveMasterData from './recycler/saveMasterData';
import * as recyclerSaveRecycler from './recycler/saveRecycler';
import * as recyclerSaveRecyclerWasteData from './recycler/saveRecyclerWasteData';
import * as recyclerSearch from './recycler/search';
import * as recyclerSearchWasteDataList from './recycler/searchWasteDataList';
import type * as recyclerSentCorrections from './recycler/sentCorrections';
import type * as recyclerViewId from './recycler/viewId';
import * as recyclerWasteCorrections from './recycler/wasteCorrections';
import type * as recyclerWasteDataDetailId from './recycler/wasteDataDetailId';
import type * as requestsId from './requests/id';
import type * as requestsIdComplete from './requests/idComplete';
import * as requestsIdDiscard from './requests/idDiscard';
import * as requestsSearch from './requests/search';
import type * as requestsUnseenCount from './requests/unseenCount';
import type * as requestsWaiting from './requests/waiting';
import type * as sampathPiyasaCenterId from './sampathPiyasa/centerId';
import * as sampathPiyasaCollectedQuantitiesGraph from './sampathPiyasa/collectedQuantitiesGraph';
import type * as sampathPiyasaInitWasteForm from './sampathPiyasa/initWasteForm';
import * as sampathPiyasaPlausibility from './sampathPiyasa/plausibility';
import * as sampathPiyasaRecyclableWasteGraph from './sampathPiyasa/recyclableWasteGraph';
import * as sampathPiyasaSaveCenter from './sampathPiyasa/saveCenter';
import * as sampathPiyasaSaveWasteData from './sampathPiyasa/saveWasteData';
import * as sampathPiyasaSearchCenter from './sampathPiyasa/searchCenter';
import * as sampathPiyasaSearchWaste from './sampathPiyasa/searchWaste';
import * as sampathPiyasaWasteCorrections from './sampathPiyasa/wasteCorrections';
import type * as sampathPiyasaWasteViewId from './sampathPiyasa/wasteViewId';
import type * as sector from './sector/sector';
import * as users from './users/users';
import type * as usersId from './users/id';
import type * as usersIdPasswordReset from './users/idPasswordReset';
import type * as usersMe from './users/me';
import * as usersMeActingAs from './users/meActingAs';
import type * as usersMeEmailChange from './users/meEmailChange';
import * as usersMePassword from './users/mePassword';
import * as usersMeProfile from './users/meProfile';
import type * as usersMeSupportContact from './users/meSupportContact';
import * as usersSearch from './users/search';
import * as usersSupportContact from './users/supportContact';

export type { components } from './components';

/** Every path under /api/v1, with the request and response types of each of its methods. */
export type paths = adminCompleteness.paths &
  adminDistrictMap.paths &
  adminLocalAuthoritiesIdCentres.paths &
  adminLocalAuthoritiesIdMfaSummary.paths &
  adminLocalAuthoritiesIdWaste.paths &
  adminLocalAuthoritiesSearch.paths &
  authAuthenticate.paths &
  authForgotPassword.paths &
  authLogout.paths &
  authRefresh.paths &
  authResendVerification.paths &
  authResetPassword.paths &
  authSignup.paths &
  authVerifyAccount.paths &
  authVerifyEmail.paths &
  calendarEvents.paths &
  calendarEventsId.paths &
  customsLogInitSearch.paths &
  customsLogSearch.paths &
  customsLogViewSearchId.paths &
  customsDownload.paths &
  customsGraphInitSearch.paths &
  customsInitSearch.paths &
  customsPartnerStatisticsGraphs.paths &
  customsSearch.paths &
  customsSectorGenerationStatisticsGraphs.paths &
  customsStatisticsGraphs.paths &
  customsStatusJobId.paths &
  customsUpload.paths &
  customsUploadsJobIdWithdraw.paths &
  hscodeEditId.paths &
  hscodeInitSearch.paths &
  hscodeSearch.paths &
  hscodeSearchNew.paths &
  hscodeUpdate.paths &
  localAuthorityGetLaInfo.paths &
  localAuthorityInitWasteForm.paths &
  localAuthorityInitWasteSearch.paths &
  localAuthorityInsertLaWasteData.paths &
  localAuthorityLaWasteCollection.paths &
  localAuthorityPlausibilityLaWasteData.paths &
  localAuthoritySearchLa.paths &
  localAuthoritySearchWaste.paths &
  localAuthoritySendRequest.paths &
  localAuthorityViewSentRequests.paths &
  localAuthorityWasteCorrections.paths &
  localAuthorityWasteViewId.paths &
  loggersExport.paths &
  loggersOptions.paths &
  loggersSearch.paths &
  masterDataDistricts.paths &
  masterDataGetLaTypes.paths &
  masterDataLocalAuthorities.paths &
  masterDataProvinces.paths &
  mfaDiagramLa.paths &
  mfaDistrictDiagramLa.paths &
  mfaGetMfaDataInputs.paths &
  mfaLeakageParameters.paths &
  mfaMfaLaSummary.paths &
  mfaMfaNationalSummary.paths &
  mfaNationalReport.paths &
  mfaProvinceDiagramLa.paths &
  mfaReconciliation.paths &
  mfaSdg1161.paths &
  mfaSearchMfa.paths &
  mfaUncertaintyRules.paths &
  mfaWhatIf.paths &
  notifications.paths &
  notificationsRead.paths &
  recyclerCreateAccount.paths &
  recyclerMasterData.paths &
  recyclerNationalGraph.paths &
  recyclerOwnGraph.paths &
  recyclerPlausibility.paths &
  recyclerSaveMasterData.paths &
  recyclerSaveRecycler.paths &
  recyclerSaveRecyclerWasteData.paths &
  recyclerSearch.paths &
  recyclerSearchWasteDataList.paths &
  recyclerSentCorrections.paths &
  recyclerViewId.paths &
  recyclerWasteCorrections.paths &
  recyclerWasteDataDetailId.paths &
  requestsId.paths &
  requestsIdComplete.paths &
  requestsIdDiscard.paths &
  requestsSearch.paths &
  requestsUnseenCount.paths &
  requestsWaiting.paths &
  sampathPiyasaCenterId.paths &
  sampathPiyasaCollectedQuantitiesGraph.paths &
  sampathPiyasaInitWasteForm.paths &
  sampathPiyasaPlausibility.paths &
  sampathPiyasaRecyclableWasteGraph.paths &
  sampathPiyasaSaveCenter.paths &
  sampathPiyasaSaveWasteData.paths &
  sampathPiyasaSearchCenter.paths &
  sampathPiyasaSearchWaste.paths &
  sampathPiyasaWasteCorrections.paths &
  sampathPiyasaWasteViewId.paths &
  sector.paths &
  users.paths &
  usersId.paths &
  usersIdPasswordReset.paths &
  usersMe.paths &
  usersMeActingAs.paths &
  usersMeEmailChange.paths &
  usersMePassword.paths &
  usersMeProfile.paths &
  usersMeSupportContact.paths &
  usersSearch.paths &
  usersSupportContact.paths;

/** The limits of each request body field, by `METHOD /path` under /api/v1. */
export const requestConstraints = {
  ...adminLocalAuthoritiesIdCentres.requestConstraints,
  ...adminLocalAuthoritiesIdWaste.requestConstraints,
  ...adminLocalAuthoritiesSearch.requestConstraints,
  ...authAuthenticate.requestConstraints,
  ...authForgotPassword.requestConstraints,
  ...authLogout.requestConstraints,
  ...authResendVerification.requestConstraints,
  ...authResetPassword.requestConstraints,
  ...authSignup.requestConstraints,
  ...authVerifyAccount.requestConstraints,
  ...authVerifyEmail.requestConstraints,
  ...calendarEvents.requestConstraints,
  ...calendarEventsId.requestConstraints,
  ...customsLogSearch.requestConstraints,
  ...customsLogViewSearchId.requestConstraints,
  ...customsDownload.requestConstraints,
  ...customsPartnerStatisticsGraphs.requestConstraints,
  ...customsSearch.requestConstraints,
  ...customsSectorGenerationStatisticsGraphs.requestConstraints,
  ...customsStatisticsGraphs.requestConstraints,
  ...customsUploadsJobIdWithdraw.requestConstraints,
  ...hscodeSearch.requestConstraints,
  ...hscodeSearchNew.requestConstraints,
  ...hscodeUpdate.requestConstraints,
  ...localAuthorityInsertLaWasteData.requestConstraints,
  ...localAuthorityPlausibilityLaWasteData.requestConstraints,
  ...localAuthoritySearchLa.requestConstraints,
  ...localAuthoritySearchWaste.requestConstraints,
  ...localAuthoritySendRequest.requestConstraints,
  ...localAuthorityWasteCorrections.requestConstraints,
  ...loggersExport.requestConstraints,
  ...loggersSearch.requestConstraints,
  ...masterDataDistricts.requestConstraints,
  ...masterDataLocalAuthorities.requestConstraints,
  ...mfaLeakageParameters.requestConstraints,
  ...mfaSearchMfa.requestConstraints,
  ...mfaUncertaintyRules.requestConstraints,
  ...mfaWhatIf.requestConstraints,
  ...notificationsRead.requestConstraints,
  ...recyclerCreateAccount.requestConstraints,
  ...recyclerNationalGraph.requestConstraints,
  ...recyclerOwnGraph.requestConstraints,
  ...recyclerPlausibility.requestConstraints,
  ...recyclerSaveMasterData.requestConstraints,
  ...recyclerSaveRecycler.requestConstraints,
  ...recyclerSaveRecyclerWasteData.requestConstraints,
  ...recyclerSearch.requestConstraints,
  ...recyclerSearchWasteDataList.requestConstraints,
  ...recyclerWasteCorrections.requestConstraints,
  ...requestsIdDiscard.requestConstraints,
  ...requestsSearch.requestConstraints,
  ...sampathPiyasaCollectedQuantitiesGraph.requestConstraints,
  ...sampathPiyasaPlausibility.requestConstraints,
  ...sampathPiyasaRecyclableWasteGraph.requestConstraints,
  ...sampathPiyasaSaveCenter.requestConstraints,
  ...sampathPiyasaSaveWasteData.requestConstraints,
  ...sampathPiyasaSearchCenter.requestConstraints,
  ...sampathPiyasaSearchWaste.requestConstraints,
  ...sampathPiyasaWasteCorrections.requestConstraints,
  ...users.requestConstraints,
  ...usersMeActingAs.requestConstraints,
  ...usersMePassword.requestConstraints,
  ...usersMeProfile.requestConstraints,
  ...usersSearch.requestConstraints,
  ...usersSupportContact.requestConstraints,
} as const;
