import type { LocalAuthorityInfo } from '@waste/shared';

export type FrequencyType = 'DAILY' | 'RANGE';
export type PlasticType = 'HARD' | 'SOFT';
export type QuantityUnit = 'MT_PER_DAY' | 'MT_PER_MONTH' | 'MT_PER_YEAR';
export type SortOrder = 'ASC' | 'DESC';

/** The quantities as entered: four in their unit, the recycled one in kg for the whole period. */
interface EnteredQuantities {
  collectedQuantity: number;
  recoveredQuantity: number;
  rejectedQuantity: number;
  discardedQuantity: number;
  quantityUnit: QuantityUnit;
  recycledQuantityKg: number;
}

/** The body of `POST /local-authority/insert/la-waste-data`. */
export interface WasteDataInput extends EnteredQuantities {
  frequencyType: FrequencyType;
  entryDate?: string;
  startDate?: string;
  endDate?: string;
  plasticType: PlasticType;
  productType?: string;
  destination?: string;
  budget?: number;
  description?: string;
}

interface KgByMeasure {
  collected: number;
  recovered: number;
  rejected: number;
  discarded: number;
  recycled: number;
}

/** A saved waste data record: as entered, with its period totals and daily rates in kg. */
export interface WasteRecord extends EnteredQuantities {
  id: string;
  wasteId: string;
  localAuthorityId: string;
  frequencyType: FrequencyType;
  entryDate: string | null;
  startDate: string;
  endDate: string;
  days: number;
  plasticType: PlasticType;
  productType: string;
  destination: string;
  budget: number | null;
  description: string;
  normalisedKg: KgByMeasure;
  kgPerDay: KgByMeasure;
  createdAt: string;
  createdBy: { id: string | null; name: string };
}

export interface WasteRecordDetail extends WasteRecord {
  localAuthority: LocalAuthorityInfo;
}

export interface WasteSearcher {
  pageStart: number;
  pageSize: number;
  pageSort: SortOrder;
  fromDate?: string;
  toDate?: string;
  plasticType?: PlasticType;
  frequencyType?: FrequencyType;
}

export interface WasteSearchResult {
  rows: WasteRecord[];
  total: number;
}

export interface WasteSearchOptions {
  frequencyTypes: FrequencyType[];
  plasticTypes: PlasticType[];
  paginationOptions: number[];
  sortOrderOptions: SortOrder[];
  defaultSearcher: Pick<WasteSearcher, 'pageStart' | 'pageSize' | 'pageSort'>;
}

export interface WasteFormOptions {
  frequencyTypes: FrequencyType[];
  plasticTypes: PlasticType[];
  quantityUnits: QuantityUnit[];
  localAuthority: LocalAuthorityInfo;
  /** Today in Sri Lanka: no date after it may be entered. */
  today: string;
  maxPeriodDays: number;
  productTypeSuggestions: string[];
  destinationSuggestions: string[];
}
