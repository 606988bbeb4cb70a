/** A registered recycler as `/recycler/view/{id}` serves it. */
export const NEGOMBO_RECYCLER = {
  id: 'RC-1A2B3C4D',
  name: 'Negombo Polymer Works',
  primaryAddress: 'No. 9, Chilaw Road, Negombo',
  districtId: 'LK-12',
  district: { id: 'LK-12', name: 'Gampaha', nameSi: 'ගම්පහ', nameTa: 'கம்பகா' },
  province: { id: 'LK-1', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
  hotline: '031 222 3344',
  registrationNumber: 'CEA/REC/2025/017',
  plasticTypes: ['HARD', 'SOFT'],
  capacityTonnesPerMonth: 120,
  status: 'ACTIVE',
  accounts: [],
};
