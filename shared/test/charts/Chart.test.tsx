import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { createRef } from 'react';
import { Chart, type ChartHandle } from '../../src/charts/Chart';
import type { ChartSpec } from '../../src/charts/chartSpec';
import { renderWithProviders } from '../../src/testing';

const MONTHLY: ChartSpec = {
  kind: 'columns',
  categoryName: 'Month',
  categories: ['Jan', 'Feb'],
  series: [
    { name: 'Collected', values: [1200, 2400] },
    { name: 'Recycled', values: [300, 0] },
  ],
  format: (value) => value.toLocaleString('en'),
  unit: 't',
};

async function drawChart(spec: ChartSpec = MONTHLY, title = 'Colombo MC: plastic waste by month') {
  await renderWithProviders(<Chart spec={spec} title={title} />);
  const figure = screen.getByRole('figure', { name: title });
  await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'));
  return { figure, svg: figure.querySelector('svg')! };
}

const texts = (root: Element) => [...root.querySelectorAll('text')].map((text) => text.textContent);

/** Draws the picture as the download menu does: in a root of its own, outside the test's act(). */
async function pictureOf(chart: ChartHandle) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const picture = await chart.picture().finally(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  return { picture, file: new DOMParser().parseFromString(picture.markup, 'image/svg+xml').documentElement };
}

describe('a chart', () => {
  it('shows its title while its code loads, then draws an SVG in the screen’s theme: axis labels, values, legend', async () => {
    await renderWithProviders(<Chart spec={MONTHLY} title="Colombo MC: plastic waste by month" />);
    const figure = screen.getByRole('figure', { name: 'Colombo MC: plastic waste by month' });
    expect(figure).toHaveAttribute('aria-busy', 'true');
    const svg = await within(figure).findByRole('img', { name: 'Colombo MC: plastic waste by month' });
    expect(figure).toHaveAttribute('aria-busy', 'false');
    expect(svg).toHaveAttribute('data-theme', 'light');
    expect(svg.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    // Where nothing lays the page out, the default width; the height asked for.
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['640', '360']);
    expect(texts(svg)).toEqual(expect.arrayContaining(['Jan', 'Feb', '0', '2,500', 'Collected', 'Recycled']));
    // A column a value: four, one of them 0 tall.
    expect(svg.querySelectorAll('.visx-bar')).toHaveLength(4);
  });

  it('draws no legend for a single series, and lays bars down with their names on the left', async () => {
    const { svg } = await drawChart(
      { ...MONTHLY, kind: 'bars', categories: ['Packaging', 'Construction'], series: [MONTHLY.series[0]] },
      'Tonnes by sector',
    );
    expect(texts(svg)).not.toContain('Collected');
    const name = [...svg.querySelectorAll('text')].find((text) => text.textContent === 'Packaging')!;
    expect(name).toHaveAttribute('text-anchor', 'end');
  });

  it('follows the dark theme on screen, but draws its downloadable picture light, titled and at picture size', async () => {
    const chart = createRef<ChartHandle>();
    await renderWithProviders(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <Chart ref={chart} spec={{ ...MONTHLY, kind: 'line' }} title="Demo series" testId="demo" />
      </ConfigProvider>,
    );
    const svg = await within(screen.getByTestId('demo')).findByRole('img', { name: 'Demo series' });
    expect(svg).toHaveAttribute('data-theme', 'dark');
    expect(svg.querySelector('rect')!.getAttribute('fill')).not.toBe('#ffffff');

    const { picture, file } = await pictureOf(chart.current!);
    expect([picture.width, picture.height, file.getAttribute('viewBox')]).toEqual([960, 480, '0 0 960 480']);
    expect(file.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(file.getAttribute('data-theme')).toBe('light');
    expect(file.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');
    expect(file.hasAttribute('tabindex')).toBe(false);
    // Every label a text of its own, exactly its words; the title first.
    expect(texts(file)).toEqual(['Demo series', '0', '500', '1,000', '1,500', '2,000', '2,500', 'Jan', 'Feb', 'Collected', 'Recycled']);
    expect(picture.markup).toContain('>Jan<');
    // Drawn apart from the page: the page keeps its one chart, and no table went into the file.
    expect(document.querySelectorAll('svg[data-engine]')).toHaveLength(1);
    expect(file.querySelector('table')).toBeNull();
  });

  it('draws a picture taller than 480 px when its legend needs the rows', async () => {
    const chart = createRef<ChartHandle>();
    const series = Array.from({ length: 40 }, (_, index) => ({
      name: `Hard plastic: product type number ${index + 1}`,
      values: [index, 1],
    }));
    await renderWithProviders(<Chart ref={chart} spec={{ ...MONTHLY, series }} title="Own graph" />);
    await screen.findByRole('img', { name: 'Own graph' });
    const { picture, file } = await pictureOf(chart.current!);
    expect(picture.width).toBe(960);
    expect(picture.height).toBeGreaterThan(480);
    expect(file.getAttribute('viewBox')).toBe(`0 0 960 ${picture.height}`);
    expect(texts(file)).toEqual(expect.arrayContaining(series.map((entry) => entry.name)));
  });

  it('shows a category’s values in a tooltip under the pointer, and hides it when the pointer leaves', async () => {
    const { svg } = await drawChart();
    // The plot ends 8 px short of the 640 px width: 620 is in February's half.
    // jsdom's pointer events carry no coordinates: a mouse event of that type does.
    act(() => void svg.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 620, clientY: 100 })));
    const tooltip = await screen.findByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('Feb');
    expect(tooltip).toHaveTextContent('Collected: 2,400 t');
    expect(tooltip).toHaveTextContent('Recycled: 0 t');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('is one tab stop whose arrow keys move between categories with the same tooltip, which Escape hides', async () => {
    const { svg } = await drawChart();
    expect(svg).toHaveAttribute('tabindex', '0');
    expect(svg).toHaveAccessibleDescription(/arrow keys/);
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('JanCollected: 1,200 tRecycled: 300 t');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Feb');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Feb');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Jan');
    // Said by screen readers as it changes.
    expect(screen.getByTestId('chart-tooltip').parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('moves between bars with the up and down keys', async () => {
    const { svg } = await drawChart({ ...MONTHLY, kind: 'bars' });
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Feb');
    fireEvent.keyDown(svg, { key: 'ArrowUp' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Jan');
  });

  it('gives screen readers its data as a table captioned with its title, the SVG as one image', async () => {
    const { figure } = await drawChart();
    const table = within(figure).getByRole('table', { name: 'Colombo MC: plastic waste by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Collected', 'Recycled']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthCollectedRecycled', 'Jan1,200 t300 t', 'Feb2,400 t0 t']);
    expect(within(figure).getByRole('img')).toHaveAccessibleName('Colombo MC: plastic waste by month');
  });
});
