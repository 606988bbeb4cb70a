import type { ApiBody, ApiResponse } from '@waste/shared';

export type Centre = ApiResponse<'/sampath-piyasa/save-center', 'post'>;
export type CentreInput = ApiBody<'/sampath-piyasa/save-center', 'post'>;
export type CentreSearchFilters = Pick<
  ApiBody<'/sampath-piyasa/search-center', 'post'>,
  'name' | 'isMaterialRecoveryFacility' | 'isRecyclingFacility'
>;

export type CentreWasteFormOptions = ApiResponse<'/sampath-piyasa/init-waste-form', 'get'>;
export type CentreWasteDataInput = ApiBody<'/sampath-piyasa/save-waste-data', 'post'>;
export type CentreWasteEntryInput = CentreWasteDataInput['entries'][number];
export type CentreWasteEntry = ApiResponse<'/sampath-piyasa/save-waste-data', 'post'>['entries'][number];
export type CentreWasteEntryDetail = ApiResponse<'/sampath-piyasa/waste-view/{id}', 'get'>;
export type TypeOfCollectionId = CentreWasteEntryInput['typeOfCollectionId'];
export type CentreEntryCorrectionInput = ApiBody<'/sampath-piyasa/waste-corrections', 'post'>;
export type CentreEntryStatus = CentreWasteEntryDetail['status'];
