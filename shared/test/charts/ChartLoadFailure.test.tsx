import { screen } from '@testing-library/react';
import { Chart } from '../../src/charts/Chart';
import { renderWithProviders } from '../../src/testing';

// The chart chunk fails to arrive (offline, or a release replaced it).
jest.mock('../../src/charts/PlotView', () => {
  throw new Error('Loading chunk charts failed');
});

it("says 'The chart could not be loaded' and offers Retry when the chart code does not arrive", async () => {
  await renderWithProviders(<Chart plot="Column" title="Colombo MC: plastic waste by month" config={{ data: [], xField: 'month', yField: 'value' }} />);
  expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Colombo MC: plastic waste by month' })).toHaveAttribute('aria-busy', 'false');
});
