import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { WhatIfCard } from '../src/features/parameters/components/WhatIfCard';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const totals = (collected: number, disposed: number, burned: number) => ({
  generatedKg: 10_000_000,
  collectedKg: collected,
  recycledKg: 1_000_000,
  disposedKg: disposed,
  leakedKg: 500_000,
  burnedKg: burned,
});
const outcome = (collected: number, disposed: number, burned: number) => ({
  totals: totals(collected, disposed, burned),
  leakage: [],
  rates: {},
});

describe('the what-if card of /parameters', () => {
  it('colours a change by better or worse, not by its sign: less controlled disposal stays neutral', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/mfa/what-if')
        return {
          status: 200,
          data: {
            year: 2026,
            current: outcome(6_000_000, 3_000_000, 2_000_000),
            scenario: outcome(5_500_000, 2_800_000, 1_000_000),
            parameters: [],
          },
        };
      return { status: 200, data: { year: 2026, levels: [], stages: [], canEdit: false } };
    });
    await renderPage(<WhatIfCard year={2026} scope={{}} onRequest={() => undefined} />);
    fireEvent.click(await screen.findByTestId('what-if-run'));
    const disposed = await screen.findByTestId('what-if-change-disposedKg');
    expect(disposed).toHaveTextContent('-200');
    expect(disposed).toHaveAttribute('data-trend', 'neutral');
    expect(disposed.className).not.toMatch(/success|danger/);
    expect(screen.getByTestId('what-if-change-burnedKg')).toHaveTextContent('-1,000 (better)');
    expect(screen.getByTestId('what-if-change-burnedKg').className).toMatch(/success/);
    expect(screen.getByTestId('what-if-change-collectedKg')).toHaveTextContent('-500 (worse)');
    expect(screen.getByTestId('what-if-change-collectedKg').className).toMatch(/danger/);
    api.restore();
  });
});
