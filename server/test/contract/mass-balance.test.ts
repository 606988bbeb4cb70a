import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '#paths';
import { BALANCE_TOLERANCE_MIN_KG, BALANCE_TOLERANCE_SHARE, massBalance } from '#routes/recycler/save-recycler-waste-data/mass-balance';

interface Fixtures {
  toleranceShare: number;
  toleranceMinKg: number;
  cases: {
    case: string;
    openingStockKg: number;
    intakeKg: number[];
    outputKg: number[];
    rejectedKg: number[];
    closingStockKg: number;
    inKg: number;
    outKg: number;
    gapKg: number;
    toleranceKg: number;
    balanced: boolean;
  }[];
}

// The same cases run against the return form's balance: remote-recycler/test/sharedMassBalance.test.ts.
const fixtures = JSON.parse(readFileSync(path.join(findRepoRoot(), 'shared', 'test', 'fixtures', 'mass-balance.json'), 'utf8')) as Fixtures;
const lines = (kgs: number[]) => kgs.map((kg) => ({ kg }));

describe('the server mass balance agrees with the return form (shared/test/fixtures/mass-balance.json)', () => {
  it('has the same tolerance: a share of what came in, never below a minimum', () => {
    expect(BALANCE_TOLERANCE_SHARE).toBe(fixtures.toleranceShare);
    expect(BALANCE_TOLERANCE_MIN_KG).toBe(fixtures.toleranceMinKg);
  });

  it.each(fixtures.cases)(
    '$case: balanced $balanced',
    ({ openingStockKg, intakeKg, outputKg, rejectedKg, closingStockKg, ...expected }) => {
      const { case: _case, ...answer } = expected;
      expect(
        massBalance({ openingStockKg, closingStockKg, intake: lines(intakeKg), output: lines(outputKg), rejected: lines(rejectedKg) }),
      ).toEqual(answer);
    },
  );
});
