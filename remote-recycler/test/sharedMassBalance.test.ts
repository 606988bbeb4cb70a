import fixtures from '../../shared/test/fixtures/mass-balance.json';
import { BALANCE_TOLERANCE_MIN_KG, BALANCE_TOLERANCE_SHARE, massBalance } from '../src/features/wasteData/rules/massBalance';

const lines = (kgs: number[]) => kgs.map((kg) => ({ kg }));

// The same cases run against the server's rule (server/test/contract/mass-balance.test.ts).
describe('the mass balance the return form shows agrees with the server (shared/test/fixtures/mass-balance.json)', () => {
  it('allows the same gap: a share of what came in, never below a minimum', () => {
    expect(BALANCE_TOLERANCE_SHARE).toBe(fixtures.toleranceShare);
    expect(BALANCE_TOLERANCE_MIN_KG).toBe(fixtures.toleranceMinKg);
  });

  it.each(fixtures.cases)(
    '$case: balanced $balanced',
    ({ case: _case, openingStockKg, intakeKg, outputKg, rejectedKg, closingStockKg, ...answer }) => {
      expect(
        massBalance({ openingStockKg, closingStockKg, intake: lines(intakeKg), output: lines(outputKg), rejected: lines(rejectedKg) }),
      ).toEqual(answer);
    },
  );
});
