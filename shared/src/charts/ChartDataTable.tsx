import { VISUALLY_HIDDEN } from '../ui/visuallyHidden';
import type { ChartSpec } from './chartSpec';

/**
 * The chart's text alternative: its data as a table, captioned with its title, for screen readers only.
 * Hidden inside a block: a table grows to its content whatever its width, and widened a phone's page.
 */
export function ChartDataTable({ spec, caption }: { spec: ChartSpec; caption: string }) {
  const unit = spec.unit ? ` ${spec.unit}` : '';
  return (
    <div style={VISUALLY_HIDDEN}>
      <table data-testid="chart-data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.categoryName}</th>
            {spec.series.map((series, index) => (
              <th key={index} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.categories.map((category, row) => (
            <tr key={row}>
              <th scope="row">{category}</th>
              {spec.series.map((series, index) => (
                <td key={index}>{`${spec.format(series.values[row] ?? 0)}${unit}`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
