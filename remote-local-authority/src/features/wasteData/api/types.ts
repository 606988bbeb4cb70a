import type { ApiBody, ApiResponse } from '@waste/shared';

/** The body of `POST /local-authority/insert/la-waste-data`. */
export type WasteDataInput = ApiBody<'/local-authority/insert/la-waste-data', 'post'>;
export type FrequencyType = WasteDataInput['frequencyType'];
export type PlasticType = WasteDataInput['plasticType'];
export type QuantityUnit = WasteDataInput['quantityUnit'];

/** A saved waste data record: as entered, with its period totals and daily rates in kg. */
export type WasteRecord = ApiResponse<'/local-authority/insert/la-waste-data', 'post'>;
export type WasteRecordDetail = ApiResponse<'/local-authority/waste-view/{id}', 'get'>;

export type WasteSearchFilters = Pick<
  ApiBody<'/local-authority/search-waste', 'post'>,
  'fromDate' | 'toDate' | 'plasticType' | 'frequencyType'
>;
export type WasteSearchResult = ApiResponse<'/local-authority/search-waste', 'post'>;
export type WasteSearchOptions = ApiResponse<'/local-authority/init-waste-search', 'get'>;
export type WasteFormOptions = ApiResponse<'/local-authority/init-waste-form', 'get'>;
