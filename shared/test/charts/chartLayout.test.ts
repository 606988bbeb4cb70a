import { chartLayout, type ChartLayout } from '../../src/charts/chartLayout';
import type { ChartSpec } from '../../src/charts/chartSpec';

// Seven pixels a character: the layout sees only widths.
const measure = (text: string) => text.length * 7;
const measures = { label: measure, title: measure };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const spec = (overrides: Partial<ChartSpec> = {}): ChartSpec => ({
  kind: 'columns',
  categoryName: 'Month',
  categories: MONTHS,
  series: ['Collected', 'Recycled', 'Recovered', 'Rejected'].map((name, index) => ({
    name,
    values: MONTHS.map((_, month) => (index + 1) * month * 10),
  })),
  format: (value) => value.toLocaleString('en'),
  ...overrides,
});

/** Every text's horizontal extent, as its anchor puts it. */
const extents = (layout: ChartLayout) =>
  [...layout.categoryLabels, ...layout.legend].map((box) => {
    const width = Math.max(...box.lines.map((line) => measure(line.trimEnd())));
    const left = box.anchor === 'start' ? box.x : box.anchor === 'end' ? box.x - width : box.x - width / 2;
    return [left, left + width];
  });

describe('the layout of a chart', () => {
  it('on a wide screen keeps every month, five value ticks written by the format, and the legend in one row below the plot', () => {
    const layout = chartLayout(spec(), { width: 960, height: 360 }, measures);
    expect(layout.height).toBe(360);
    expect(layout.categoryLabels.map((label) => label.lines.join(''))).toEqual(MONTHS);
    expect(layout.valueTicks.map((tick) => tick.label)).toEqual(['0', '100', '200', '300', '400', '500']);
    expect(new Set(layout.legend.map((item) => item.y)).size).toBe(1);
    expect(layout.legend[0].y).toBeGreaterThan(layout.plot.top + layout.plot.height + 18);
    expect(layout.legend.map((item) => item.lines.join(''))).toEqual(['Collected', 'Recycled', 'Recovered', 'Rejected']);
  });

  it('on a phone leaves category labels out evenly (never the first), has four value ticks, and keeps every text inside the width', () => {
    const layout = chartLayout(
      spec({
        categories: MONTHS.map((month) => `${month} 2025`),
        series: [{ name: 'Intake', values: MONTHS.map((_, index) => index * 1000) }],
      }),
      { width: 300, height: 360 },
      measures,
    );
    const shown = layout.categoryLabels.map((label) => label.index);
    expect(shown[0]).toBe(0);
    const every = shown[1] - shown[0];
    expect(every).toBeGreaterThan(1);
    expect(shown).toEqual(MONTHS.map((_, index) => index).filter((index) => index % every === 0));
    expect(layout.valueTicks.length).toBeLessThanOrEqual(5);
    for (const [left, right] of extents(layout)) expect(left >= 0 && right <= 300).toBe(true);
  });

  it('wraps category names in two lines under their column rather than leaving them out, when they fit so', () => {
    const layout = chartLayout(
      spec({ categories: ['Other plastics (hard)', 'PET (soft)'], series: [{ name: 'Sold', values: [1, 2] }] }),
      { width: 300, height: 360 },
      measures,
    );
    expect(layout.categoryLabels.map((label) => label.lines)).toEqual([['Other plastics ', '(hard)'], ['PET (soft)']]);
  });

  it('puts each long legend entry on a row of its own and grows the SVG rather than squash the plot under 200 px', () => {
    const names = ['நிராகரிக்கப்பட்டது', 'மீள்சுழற்சி செய்தது', 'சேகரித்தது', 'மீட்கப்பட்டது', 'Hard plastic: bottle flakes', 'Soft plastic: pellets'];
    const layout = chartLayout(
      spec({ series: names.map((name) => ({ name, values: MONTHS.map(() => 1) })) }),
      { width: 200, height: 300 },
      measures,
    );
    expect(new Set(layout.legend.map((item) => item.y)).size).toBe(names.length);
    expect(layout.plot.height).toBe(200);
    expect(layout.height).toBeGreaterThan(300);
    expect(layout.height).toBeGreaterThanOrEqual(Math.max(...layout.legend.map((item) => item.y)));
    for (const [left, right] of extents(layout)) expect(left >= 0 && right <= 200).toBe(true);
  });

  it('lays bars down with the category names on the left, wrapped within 40 % of the width, right-aligned against the plot', () => {
    const names = ['Recycling and recovery industries', 'Packaging', 'Not assigned'];
    const layout = chartLayout(
      spec({ kind: 'bars', categories: names, series: [{ name: 'Tonnes', values: [3, 2, 1] }] }),
      { width: 300, height: 300 },
      measures,
    );
    expect(layout.horizontal).toBe(true);
    expect(layout.categoryLabels[0].lines.length).toBeGreaterThan(1);
    for (const label of layout.categoryLabels) {
      expect(label.anchor).toBe('end');
      expect(Math.max(...label.lines.map((line) => measure(line.trimEnd())))).toBeLessThanOrEqual(120);
      expect(label.x).toBeLessThan(layout.plot.left);
    }
    for (const [left] of extents(layout)) expect(left).toBeGreaterThanOrEqual(0);
    // One slot a category, each label centred on its own.
    const ys = layout.categoryLabels.map((label) => label.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });

  it('reaches the sums of stacked columns on the value axis', () => {
    const layout = chartLayout(
      spec({
        stacked: true,
        categories: ['Jan'],
        series: [
          { name: 'PET', values: [60] },
          { name: 'Glass', values: [70] },
        ],
      }),
      { width: 600, height: 360 },
      measures,
    );
    expect(layout.value.domain()[1]).toBeGreaterThanOrEqual(130);
  });

  it('puts the title of a picture at the top, wrapped to the width, and the plot below it', () => {
    const layout = chartLayout(spec(), { width: 960, height: 480, title: 'Colombo MC: plastic waste by month, 2025 (tonnes)' }, measures);
    expect(layout.title).toMatchObject({ x: 480, anchor: 'middle', lines: ['Colombo MC: plastic waste by month, 2025 (tonnes)'] });
    expect(layout.plot.top).toBeGreaterThan(layout.title!.y);
  });
});
