import dayjs from 'dayjs';
import { soldAndRejectedExceedCollected, toEntryInput } from '../src/features/sampathPiyasa/components/centreEntryValues';
import { coordinateBreach } from '../src/features/sampathPiyasa/rules/centreRules';

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
  it('are both or neither, and within Sri Lanka', () => {
    expect(coordinateBreach(null, null)).toBeNull();
    expect(coordinateBreach(6.9147, 79.8778)).toBeNull();
    expect(coordinateBreach(9.82, 80.23)).toBeNull();
    expect(coordinateBreach(6.9, null)).toBe('onlyOne');
    expect(coordinateBreach(13.08, 80.27)).toBe('outsideSriLanka');
  });
});
