import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '#paths';
import { normaliseToKg, type QuantityUnit } from '#routes/local-authority/waste-normalisation';
import { newWasteRecord } from '#routes/local-authority/waste-rules';
import { MAX_PERIOD_DAYS, type WasteBody } from '#routes/local-authority/waste-schemas';

interface Fixtures {
  maxPeriodDays: number;
  periodKg: { case: string; quantity: number; unit: QuantityUnit; startDate: string; endDate: string; kg: number }[];
  periodBreaches: { case: string; startDate: string; endDate: string; breach: 'endBeforeStart' | 'periodTooLong' | null }[];
  partsOfCollected: ({ case: string; exceeds: boolean } & Omit<WasteBody, 'plasticType'>)[];
  today: string;
  firstBreach: ({ case: string; breach: keyof typeof BREACH_MESSAGE | null } & Omit<WasteBody, 'plasticType'>)[];
}

// The same cases run against the entry form's rules (remote-local-authority/test/sharedPeriodRules.test.ts).
const fixtures = JSON.parse(
  readFileSync(path.join(findRepoRoot(), 'shared', 'test', 'fixtures', 'waste-period-rules.json'), 'utf8'),
) as Fixtures;
const TODAY = fixtures.today;
const PARTS_MESSAGE = 'Recycled, recovered and rejected quantities together must not be more than the collected quantity';
const BREACH_MESSAGE = {
  dateInFuture: /must not be in the future/,
  endBeforeStart: 'The end date must not be before the start date',
  periodTooLong: `The period must not be longer than ${MAX_PERIOD_DAYS} days`,
  partsExceedCollected: PARTS_MESSAGE,
};

const quantities = { recoveredQuantity: 0, rejectedQuantity: 0, discardedQuantity: 0, recycledQuantityKg: 0 };

describe('the server period rules agree with the entry form (shared/test/fixtures/waste-period-rules.json)', () => {
  it('has the same longest period', () => {
    expect(MAX_PERIOD_DAYS).toBe(fixtures.maxPeriodDays);
  });

  it.each(fixtures.periodKg)('$case: $kg kg', ({ quantity, unit, startDate, endDate, kg }) => {
    expect(normaliseToKg({ ...quantities, collectedQuantity: quantity, quantityUnit: unit }, startDate, endDate).collected).toBe(kg);
  });

  it.each(fixtures.periodBreaches)('$case: $breach', ({ startDate, endDate, breach }) => {
    const body: WasteBody = {
      frequencyType: 'RANGE',
      startDate,
      endDate,
      plasticType: 'HARD',
      quantityUnit: 'MT_PER_DAY',
      collectedQuantity: 1,
      ...quantities,
    };
    if (breach === null) expect(() => newWasteRecord(body, TODAY)).not.toThrow();
    else expect(() => newWasteRecord(body, TODAY)).toThrow(BREACH_MESSAGE[breach]);
  });

  it.each(fixtures.partsOfCollected)('$case: exceeds $exceeds', ({ case: _case, exceeds, ...input }) => {
    const record = () => newWasteRecord({ plasticType: 'HARD', ...input }, TODAY);
    if (exceeds) expect(record).toThrow(PARTS_MESSAGE);
    else expect(record).not.toThrow();
  });

  // The form shows only the first failing rule (firstRuleBreach); the server refuses with that one too.
  it.each(fixtures.firstBreach)('$case: $breach', ({ case: _case, breach, ...input }) => {
    const record = () => newWasteRecord({ plasticType: 'HARD', ...input }, TODAY);
    if (breach === null) expect(record).not.toThrow();
    else expect(record).toThrow(BREACH_MESSAGE[breach]);
  });
});
