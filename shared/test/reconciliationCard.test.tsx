import { screen, within } from '@testing-library/react';
import { ReconciliationCard } from '../src/mfa/reconciliation/ReconciliationCard';
import { flaggedGroups } from '../src/mfa/reconciliation/reconciliationWords';
import type { ReconciledFlow } from '../src/mfa/reconciliation/useReconciliation';
import { fakeApi, renderWithProviders } from '../src/testing';

const flow = (from: string, to: string, reportedKg: number, reconciledKg: number, statistic: number, flagged = false): ReconciledFlow => ({
  from,
  to,
  reportedKg,
  reportedSdKg: reportedKg / 10,
  reconciledKg,
  sdKg: 1000,
  grossError: { statistic, flagged, oneOf: [] },
});

const ANSWER = {
  year: 2024,
  level: 'AUTHORITY',
  id: 'LG-11001',
  authorities: 1,
  flows: [flow('households', 'generated', 100_000, 118_000, 1.2), flow('generated', 'collection', 150_000, 118_000, 3.1, true)],
  chiSquare: 9.61,
  degreesOfFreedom: 1,
  pValue: 0.0019,
  critical: 2.24,
  overDetermined: true,
  balancedNodes: ['generated'],
  rulesVersions: { REPORTED_RECORD: 0 },
};

describe('ReconciliationCard', () => {
  it('shows reported and reconciled figures with their ranges, the verdict and the flow to check', async () => {
    const api = fakeApi(() => ({ status: 200, data: ANSWER }));
    await renderWithProviders(<ReconciliationCard year={2024} level="AUTHORITY" />);
    const card = await screen.findByTestId('reconciliation-card');
    await within(card).findByTestId('reconciliation-verdict');
    // The table is a deferred component: drawn once its code is there.
    await within(card).findByText('150.0 ± 15.0');
    expect(within(card).getByTestId('reconciliation-verdict')).toHaveTextContent(
      /contradict each other.*chi-square 9.61 with 1 degrees of freedom, p = 0.002/,
    );
    const flagged = within(card).getByTestId('reconciliation-flagged');
    expect(flagged).toHaveTextContent('Check this flow: Plastic generated → Collected');
    expect(flagged).toHaveTextContent('Check the collected quantities and their units.');
    // 150 t ± 15 t reported, 118 t ± 1 t reconciled, 95 % range 116.0 – 120.0 t.
    expect(card).toHaveTextContent('150.0 ± 15.0');
    expect(card).toHaveTextContent('118.0 ± 1.0');
    expect(card).toHaveTextContent('116.0 – 120.0');
    expect(api.calls[0].params).toMatchObject({ year: 2024, level: 'AUTHORITY' });
    api.restore();
  });

  it('says when the figures cannot be tested against each other', async () => {
    const api = fakeApi(() => ({
      status: 200,
      data: { ...ANSWER, chiSquare: 0, degreesOfFreedom: 0, pValue: null, critical: null, overDetermined: false, flows: [ANSWER.flows[0]] },
    }));
    await renderWithProviders(<ReconciliationCard year={2024} level="NATIONAL" />);
    expect(await screen.findByTestId('reconciliation-verdict')).toHaveTextContent('not enough independent figures');
    expect(screen.queryByTestId('reconciliation-flagged')).toBeNull();
    api.restore();
  });
});

describe('flaggedGroups', () => {
  it('names flows the test cannot tell apart together, once', () => {
    const a = { ...flow('a', 'n', 1, 1, 3, true), grossError: { statistic: 3, flagged: true, oneOf: [{ from: 'n', to: 'b' }] } };
    const b = { ...flow('n', 'b', 1, 1, 3, true), grossError: { statistic: 3, flagged: true, oneOf: [{ from: 'a', to: 'n' }] } };
    expect(flaggedGroups([a, b, flow('n', 'c', 1, 1, 0.1)])).toEqual([[a, b]]);
  });
});
