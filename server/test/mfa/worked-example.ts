import { buildInputs, type ParameterOverride, type Provenance } from '#mfa/index';

const PAPER: Provenance = { kind: 'entered', label: 'docs/mfa.md worked example', provisional: false };
const set = (key: string, value: number): ParameterOverride => ({ key, value, source: PAPER });

/** The small authority worked on paper in docs/mfa.md ("Worked example"). */
export function workedExampleInputs() {
  return buildInputs(
    2025,
    { localAuthorityId: 'LG-99999', councilType: 'PS', districtPopulation: 10_000, authoritiesInDistrict: 1 },
    [
      set('population', 10_000),
      set('generationRate', 0.5),
      set('plasticShare', 0.1),
      set('hardShare', 0.2),
      set('householdBurnShare', 0.5),
    ],
    { coveredDays: 365, collectedKg: 100_000, recoveredKg: 20_000, recycledKg: 10_000, rejectedKg: 9_000, discardedKg: 70_000, records: 2 },
  );
}
