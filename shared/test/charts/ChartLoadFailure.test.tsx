import { fireEvent, screen, within } from '@testing-library/react';
import { Chart } from '../../src/charts/Chart';
import { renderWithProviders } from '../../src/testing';

// The chart chunk fails to arrive once (offline, or a release replaced it), then arrives.
let mockLoads = 0;
jest.mock('../../src/charts/ChartView', () => {
  mockLoads += 1;
  if (mockLoads === 1) throw new Error('Loading chunk charts failed');
  return jest.requireActual('../../src/charts/ChartView');
});

it("says 'The chart could not be loaded' and offers Retry when the chart code does not arrive; Retry draws it", async () => {
  const spec = {
    kind: 'columns' as const,
    categoryName: 'Month',
    categories: ['Jan'],
    series: [{ name: 'Collected', values: [1] }],
    format: String,
  };
  await renderWithProviders(<Chart spec={spec} title="Colombo MC: plastic waste by month" />);
  expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
  const figure = screen.getByRole('figure', { name: 'Colombo MC: plastic waste by month' });
  expect(figure).toHaveAttribute('aria-busy', 'false');
  // The data is still there for screen readers.
  expect(within(figure).getByRole('table')).toHaveTextContent('Jan1');

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await within(figure).findByRole('img', { name: 'Colombo MC: plastic waste by month' })).toBeInTheDocument();
  expect(screen.queryByText('The chart could not be loaded')).toBeNull();
});
