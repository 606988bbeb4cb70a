import type { ApiBody, ApiResponse } from '@waste/shared';

/** The body of `POST /local-authority/insert/la-waste-data`. */
export type WasteDataInput = ApiBody<'/local-authority/insert/la-waste-data', 'post'>;
export type FrequencyType = WasteDataInput['frequencyType'];
export type PlasticType = WasteDataInput['plasticType'];
export type QuantityUnit = WasteDataInput['quantityUnit'];

/** A saved waste data record: as entered, with its period totals and daily rates in kg. */
export type WasteRecord = ApiResponse<'/local-authority/insert/la-waste-data', 'post'>;
export type WasteFormOptions = ApiResponse<'/local-authority/init-waste-form', 'get'>;
