import type { CentreWasteEntryDetail, CentreWasteFormOptions } from '../src/features/sampathPiyasa/api/types';
import { FORM_OPTIONS } from './fixtures';

export const BORELLA = '11111111-1111-4111-8111-111111111111';
export const KIRULAPONE = '22222222-2222-4222-8222-222222222222';

export const CENTRE_FORM_OPTIONS: CentreWasteFormOptions = {
  frequencyTypes: ['DAILY', 'RANGE'],
  typesOfCollection: [{ id: 'BROUGHT_BY_PUBLIC' }, { id: 'DOOR_TO_DOOR' }, { id: 'FROM_INSTITUTIONS' }],
  materials: [
    { id: 'PET_HARD', group: 'PLASTIC', resin: 'PET', plasticType: 'HARD' },
    { id: 'PET_SOFT', group: 'PLASTIC', resin: 'PET', plasticType: 'SOFT' },
    { id: 'PAPER', group: 'OTHER', resin: null, plasticType: null },
  ],
  centres: [
    { id: BORELLA, name: 'Borella Centre', location: 'Borella' },
    { id: KIRULAPONE, name: 'Kirulapone Centre', location: 'Kirulapone' },
  ],
  localAuthority: FORM_OPTIONS.localAuthority,
  today: '2026-11-22',
  maxPeriodDays: 366,
};

/** A current October entry of Borella Centre: 310 kg of hard PET brought by the public, 100 kg of it sold. */
export function centreEntry(overrides: Partial<CentreWasteEntryDetail> = {}): CentreWasteEntryDetail {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    sampathPiyasaId: BORELLA,
    centreName: 'Borella Centre',
    localAuthorityId: 'LG-11001',
    localAuthority: FORM_OPTIONS.localAuthority,
    frequencyType: 'RANGE',
    entryDate: null,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    days: 31,
    typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
    quantities: [
      {
        materialId: 'PET_HARD',
        collectedKg: 310,
        soldKg: 100,
        rejectedKg: 0,
        kgPerDay: { collected: 10, sold: 3.225806, rejected: 0 },
      },
    ],
    totals: { collectedKg: 310, soldKg: 100, rejectedKg: 0 },
    acknowledgedWarnings: [],
    status: 'CURRENT',
    replacedBy: null,
    replaces: null,
    pendingCorrection: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: { id: 'u-1', name: 'Fathima Rizwan' },
    ...overrides,
  };
}
