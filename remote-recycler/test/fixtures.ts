/** A saved return as the server answers it (`waste-data-detail`, the save); its lines as the test says. */
export const SAVED_RETURN = {
  id: '0b9c3b53-7d43-4b36-9b55-6d1c3f0f1a11',
  recyclerId: 'RC-DEMO-01',
  recyclerName: 'Lanka Green Polymers (Demo)',
  month: '2025-03',
  plasticType: 'HARD',
  openingStockKg: 100,
  closingStockKg: 250,
  intakeKg: 1000,
  outputKg: 700,
  rejectedKg: 150,
  createdAt: '2025-04-02T04:00:00.000Z',
  createdBy: { id: 'u-4', name: 'Ruwan Silva' },
  intake: [],
  output: [],
  rejected: [],
  status: 'CURRENT',
  replacedBy: null,
  replaces: null,
  pendingCorrection: null,
  acknowledgedWarnings: [],
};

/** A line of a saved return, named in English only. */
export const line = (id: string, name: string, kg: number) => ({ id, name, nameSi: null, nameTa: null, retired: false, kg });

const entry = (id: string, name: string) => ({ id, name, nameSi: null, nameTa: null, provisional: true, retired: false });

/** The four lists as `GET /recycler/master-data` answers them. */
export const MASTER_DATA = {
  plasticSources: [entry('SRC-LA', 'Local authority collection'), entry('SRC-CM', 'Collectors and middlemen')],
  plasticRejectedDestinations: [entry('RJD-SLF', 'Sanitary landfill')],
  hardPlasticProductTypes: [entry('HPT-FLK', 'Flakes'), entry('HPT-PEL', 'Pellets/granules')],
  softPlasticProductTypes: [entry('SPT-FLK', 'Flakes')],
};
