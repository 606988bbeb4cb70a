import type { WasteFormOptions, WasteRecord, WasteRecordView } from '../src/features/wasteData/api/types';

export const FORM_OPTIONS: WasteFormOptions = {
  frequencyTypes: ['DAILY', 'RANGE'],
  plasticTypes: ['HARD', 'SOFT'],
  quantityUnits: ['MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR', 'MT_TOTAL'],
  localAuthority: {
    id: 'LG-11001',
    code: '11001',
    name: 'Colombo MC',
    nameSi: 'Colombo මහ නගර සභාව',
    nameTa: 'Colombo மாநகர சபை',
    nameTranslation: 'council_type_only',
    councilType: { code: 'MC', name: 'Municipal Council' },
    district: { id: 'LK-11', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' },
    province: { id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
  },
  today: '2026-11-22',
  maxPeriodDays: 366,
  productTypeSuggestions: ['PET bottles'],
  destinationSuggestions: [],
};

/** The list's filter choices and page sizes (`/local-authority/init-waste-search`). */
export const WASTE_SEARCH_OPTIONS = {
  frequencyTypes: ['DAILY', 'RANGE'],
  plasticTypes: ['HARD', 'SOFT'],
  paginationOptions: [10, 25, 50, 100],
  sortOrderOptions: ['ASC', 'DESC'],
  defaultSearcher: { pageStart: 0, pageSize: 25, pageSort: 'ASC' },
};

export function wasteRecord(overrides: Partial<WasteRecord> = {}): WasteRecord {
  return {
    id: '7b0f8f8e-4f7e-4c53-9a51-4a8a3f1e2d10',
    wasteId: 'WD-LG-11001-000001',
    localAuthorityId: 'LG-11001',
    frequencyType: 'DAILY',
    entryDate: '2026-05-04',
    startDate: '2026-05-04',
    endDate: '2026-05-04',
    days: 1,
    plasticType: 'HARD',
    collectedQuantity: 12.5,
    recoveredQuantity: 2,
    rejectedQuantity: 1,
    discardedQuantity: 0.5,
    quantityUnit: 'MT_PER_DAY',
    recycledQuantityKg: 800,
    mswCollectedKg: null,
    productType: 'PET bottles',
    destination: 'Kerawalapitiya',
    budget: 150000,
    description: '',
    normalisedKg: { collected: 12500, recovered: 2000, rejected: 1000, discarded: 500, recycled: 800 },
    kgPerDay: { collected: 12500, recovered: 2000, rejected: 1000, discarded: 500, recycled: 800 },
    createdAt: '2026-05-04T10:00:00.000Z',
    createdBy: { id: 'u-1', name: 'Fathima Rizwan' },
    acknowledgedWarnings: [],
    ...overrides,
  };
}

/** A record as its page answers it: current, Colombo MC's, no correction waiting, unless the test says. */
export function wasteRecordView(overrides: Partial<WasteRecordView> = {}): WasteRecordView {
  return {
    ...wasteRecord(),
    localAuthority: FORM_OPTIONS.localAuthority,
    status: 'CURRENT',
    replacedBy: null,
    replaces: null,
    pendingCorrection: null,
    ...overrides,
  };
}
