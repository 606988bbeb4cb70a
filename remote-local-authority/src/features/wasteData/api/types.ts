import type { ApiBody, ApiResponse } from '@waste/shared';

/** The body of `POST /local-authority/insert/la-waste-data`. */
export type WasteDataInput = ApiBody<'/local-authority/insert/la-waste-data', 'post'>;
export type FrequencyType = WasteDataInput['frequencyType'];
export type PlasticType = WasteDataInput['plasticType'];
export type QuantityUnit = WasteDataInput['quantityUnit'];

/** A saved waste data record: as entered, with its period totals and daily rates in kg. */
export type WasteRecord = ApiResponse<'/local-authority/insert/la-waste-data', 'post'>;
export type WasteFormOptions = ApiResponse<'/local-authority/init-waste-form', 'get'>;
/** A record as its page answers it: with its status, what replaced it or what it replaces, a waiting correction. */
export type WasteRecordView = ApiResponse<'/local-authority/waste-view/{id}', 'get'>;
/** The body of `POST /local-authority/waste-corrections`: void the record, or replace it with a save's body. */
export type WasteCorrectionInput = ApiBody<'/local-authority/waste-corrections', 'post'>;
