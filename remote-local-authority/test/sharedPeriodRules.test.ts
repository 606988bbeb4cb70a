import fixtures from '../../shared/test/fixtures/waste-period-rules.json';
import type { QuantityUnit, WasteDataInput } from '../src/features/wasteData/api/types';
import { periodKg } from '../src/common/rules/periodKg';
import { periodRuleBreach } from '../src/common/rules/period';
import { firstRuleBreach } from '../src/features/wasteData/rules/wasteDataRules';

// The same cases run against the server's rules (server/test/contract/waste-period-rules.test.ts).
describe('the period rules of the entry form agree with the server (shared/test/fixtures/waste-period-rules.json)', () => {
  it.each(fixtures.periodKg)('$case: $kg kg', ({ quantity, unit, startDate, endDate, kg }) => {
    expect(periodKg(quantity, unit as QuantityUnit, startDate, endDate)).toBe(kg);
  });

  it.each(fixtures.periodBreaches)('$case: $breach', ({ startDate, endDate, breach }) => {
    expect(periodRuleBreach(startDate, endDate, fixtures.maxPeriodDays)).toBe(breach);
  });

  const judged = { today: fixtures.today, maxPeriodDays: fixtures.maxPeriodDays };

  it.each(fixtures.partsOfCollected)('$case: exceeds $exceeds', ({ case: _case, exceeds, ...input }) => {
    expect(firstRuleBreach({ plasticType: 'HARD', ...input } as WasteDataInput, judged)).toBe(exceeds ? 'partsExceedCollected' : null);
  });

  it.each(fixtures.firstBreach)('$case: $breach', ({ case: _case, breach, ...input }) => {
    expect(firstRuleBreach({ plasticType: 'HARD', ...input } as WasteDataInput, judged)).toBe(breach);
  });
});
