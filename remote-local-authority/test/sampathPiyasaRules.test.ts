import dayjs from 'dayjs';
import { soldAndRejectedExceedCollected, toEntryInput } from '../src/features/sampathPiyasa/components/centreEntryValues';
import { coordinateBreaches } from '../src/features/sampathPiyasa/rules/centreRules';
import { materialGroups, type Material } from '../src/features/sampathPiyasa/rules/materialGroups';

describe('a centre entry as it is sent', () => {
  it("keeps only the frequency's dates and the ticked materials in the list's order; empty sold and rejected are 0", () => {
    const input = toEntryInput(
      'c-1',
      {
        frequencyType: 'RANGE',
        entryDate: dayjs('2026-01-05'),
        startDate: dayjs('2026-01-01'),
        endDate: dayjs('2026-01-31'),
        typeOfCollectionId: 'DOOR_TO_DOOR',
        materials: ['PAPER', 'PET_HARD'],
        quantities: { PET_HARD: { collectedKg: 10, soldKg: 4 }, PAPER: { collectedKg: 2 }, GLASS: { collectedKg: 9 } },
      },
      ['PET_HARD', 'PET_SOFT', 'PAPER', 'GLASS'],
    );
    expect(input).toEqual({
      sampathPiyasaId: 'c-1',
      frequencyType: 'RANGE',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      typeOfCollectionId: 'DOOR_TO_DOOR',
      quantities: [
        { materialId: 'PET_HARD', collectedKg: 10, soldKg: 4, rejectedKg: 0 },
        { materialId: 'PAPER', collectedKg: 2, soldKg: 0, rejectedKg: 0 },
      ],
    });
  });

  it('refuses sold and rejected above collected, to the gram', () => {
    expect(soldAndRejectedExceedCollected({ collectedKg: 10, soldKg: 8, rejectedKg: 2 })).toBe(false);
    expect(soldAndRejectedExceedCollected({ collectedKg: 10, soldKg: 8, rejectedKg: 2.001 })).toBe(true);
  });
});

describe('centre coordinates', () => {
  const fine = { latitude: null, longitude: null };

  it('are both or neither, and within Sri Lanka', () => {
    expect(coordinateBreaches(null, null)).toEqual(fine);
    expect(coordinateBreaches(6.9147, 79.8778)).toEqual(fine);
    expect(coordinateBreaches(9.82, 80.23)).toEqual(fine);
  });

  it('blame the coordinate that is wrong, not the other one', () => {
    expect(coordinateBreaches(6.9, null)).toEqual({ latitude: null, longitude: 'missing' });
    expect(coordinateBreaches(null, 79.9)).toEqual({ latitude: 'missing', longitude: null });
    expect(coordinateBreaches(13.08, 80.27)).toEqual({ latitude: 'outsideSriLanka', longitude: null });
    expect(coordinateBreaches(6.9, 90)).toEqual({ latitude: null, longitude: 'outsideSriLanka' });
    expect(coordinateBreaches(69, null)).toEqual({ latitude: 'outsideSriLanka', longitude: 'missing' });
  });

  it('say when the two were typed the wrong way round', () => {
    expect(coordinateBreaches(79.8778, 6.9147)).toEqual({ latitude: 'swapped', longitude: 'swapped' });
  });
});

describe('the materials by form', () => {
  const RESINS = ['PET', 'HDPE', 'LDPE', 'PP', 'PS', 'PVC', 'OTHER_PLASTIC'];
  // As the server lists them (reference.ts): every resin hard and soft, then the other recyclables.
  const MATERIALS: Material[] = [
    ...RESINS.flatMap((resin) =>
      ['HARD', 'SOFT'].map((plasticType) => ({ id: `${resin}_${plasticType}`, group: 'PLASTIC', resin, plasticType })),
    ),
    ...['PAPER', 'GLASS', 'METAL'].map((id) => ({ id, group: 'OTHER', resin: null, plasticType: null })),
  ];
  const ids = (materials: Material[]) => materials.map((material) => material.id);

  it('puts each form under its own heading, the usual resins first', () => {
    const [hard, soft, other] = materialGroups(MATERIALS);
    expect(hard.key).toBe('HARD');
    expect(ids(hard.usual)).toEqual(['PET_HARD', 'HDPE_HARD', 'PP_HARD', 'PS_HARD', 'PVC_HARD', 'OTHER_PLASTIC_HARD']);
    expect(ids(hard.seldom)).toEqual(['LDPE_HARD']);
    expect(ids(soft.usual)).toEqual(['HDPE_SOFT', 'LDPE_SOFT', 'PP_SOFT', 'OTHER_PLASTIC_SOFT']);
    expect(ids(soft.seldom)).toEqual(['PET_SOFT', 'PS_SOFT', 'PVC_SOFT']);
    expect(ids(other.usual)).toEqual(['PAPER', 'GLASS', 'METAL']);
  });

  it('offers every material once', () => {
    const offered = materialGroups(MATERIALS).flatMap((group) => [...ids(group.usual), ...ids(group.seldom)]);
    expect(offered.sort()).toEqual(ids(MATERIALS).sort());
  });
});
