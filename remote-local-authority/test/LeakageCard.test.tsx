import { fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { LeakageCard } from '../src/features/parameters/components/LeakageCard';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const source = { kind: 'default', label: 'Waste Flow Diagram (provisional)', provisional: true };
const stage = (name: string, totalKg: number, lowKg: number, highKg: number) => ({
  stage: name,
  level: 'MEDIUM',
  source,
  fateSplitSource: source,
  leakage: {
    stage: name,
    level: 'MEDIUM',
    throughputKg: 100_000,
    factor: 0.05,
    byFate: { land: totalKg / 2, water: 0, drains: totalKg / 2, burning: 0 },
    totalKg,
    lowKg,
    highKg,
  },
});

describe('the leakage card of /parameters', () => {
  it("shows each stage's leakage with its range at the neighbouring levels", async () => {
    const api = fakeApi(() => ({
      status: 200,
      data: {
        year: 2026,
        canEdit: false,
        levels: [{ level: 'MEDIUM', factor: 0.05, source }],
        stages: [stage('collection', 5_000, 2_000, 10_000), stage('disposal', 3_962.5, 1_585, 7_925)],
      },
    }));
    await renderPage(<LeakageCard year={2026} scope={{}} />);
    expect(await screen.findByTestId('mfa-leakage-range-collection')).toHaveTextContent('2.0–10.0 at the level below and above');
    expect(screen.getByTestId('mfa-leakage-range-disposal')).toHaveTextContent('1.6–7.9 at the level below and above');
    api.restore();
  });
});
