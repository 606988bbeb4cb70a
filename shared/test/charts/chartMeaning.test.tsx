import { screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { Chart } from '../../src/charts/Chart';
import { ChartFilter } from '../../src/charts/ChartFilter';
import type { ChartSpec } from '../../src/charts/chartSpec';
import { renderWithProviders } from '../../src/testing';

const format = (value: number) => String(value);

async function barsOf(spec: ChartSpec) {
  await renderWithProviders(<Chart spec={spec} title="Chart" />);
  const figure = screen.getByRole('figure', { name: 'Chart' });
  await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'));
  return [...figure.querySelectorAll('.visx-bar')].map((bar) => bar.getAttribute('fill'));
}

describe('one palette, one meaning', () => {
  it('paints Rejected the same red whether it is the fourth series (the dashboard) or the second (a centre)', async () => {
    const dashboard = await barsOf({
      kind: 'columns',
      categoryName: 'Month',
      categories: ['Jan'],
      series: ['Collected', 'Recycled', 'Recovered', 'Rejected'].map((name) => ({ name, values: [1] })),
      format,
    });
    document.body.innerHTML = '';
    const centre = await barsOf({
      kind: 'columns',
      categoryName: 'Material',
      categories: ['PET'],
      series: [
        { name: 'Sold', values: [2], tone: 'sold' },
        { name: 'Rejected', values: [1], tone: 'rejected' },
      ],
      format,
    });
    expect(centre[1]).toBe(dashboard[3]);
    // Sold goes to recycling: the dashboard's recycled green.
    expect(centre[0]).toBe(dashboard[1]);
  });

  it('colours kinds of one thing (materials) apart from every measure', async () => {
    const measures = await barsOf({
      kind: 'columns',
      categoryName: 'Month',
      categories: ['Jan'],
      series: ['Collected', 'Recycled', 'Recovered', 'Rejected'].map((name) => ({ name, values: [1] })),
      format,
    });
    document.body.innerHTML = '';
    const materials = await barsOf({
      kind: 'columns',
      categoryName: 'Month',
      categories: ['Jan'],
      series: ['PET', 'HDPE', 'PP', 'LDPE'].map((name) => ({ name, values: [1] })),
      categorical: true,
      stacked: true,
      format,
    });
    for (const colour of materials) expect(measures).not.toContain(colour);
  });
});

describe('a chart with nothing to draw', () => {
  it('says so under its title instead of drawing an empty 0-1 frame', async () => {
    await renderWithProviders(
      <Chart
        spec={{
          kind: 'columns',
          categoryName: 'Month',
          categories: ['Jan', 'Feb'],
          series: [{ name: 'Collected', values: [0, 0] }],
          format,
        }}
        title="Colombo MC: 2031"
        testId="monthly"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Colombo MC: 2031' });
    expect(within(figure).getByTestId('monthly-empty')).toHaveTextContent('No figures to draw for this period');
    expect(figure.querySelector('svg[role="img"]')).toBeNull();
    expect(within(figure).queryByRole('table')).toBeNull();
    expect(figure).toHaveAttribute('aria-busy', 'false');
  });

  it('takes the page’s own words for it', async () => {
    await renderWithProviders(
      <Chart spec={{ kind: 'bars', categoryName: 'Material', categories: [], series: [], format }} title="Sold" empty="No sales yet" />,
    );
    expect(screen.getByTestId('chart-empty')).toHaveTextContent('No sales yet');
  });
});

describe('a chart filter', () => {
  it('shows its label and names its control by it', async () => {
    await renderWithProviders(
      <ChartFilter label="From year">{(id) => <Select id={id} value={2026} options={[{ value: 2026, label: '2026' }]} />}</ChartFilter>,
    );
    expect(screen.getByText('From year')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'From year' })).toBeInTheDocument();
  });
});
