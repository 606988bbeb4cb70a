import type { CSSProperties } from 'react';
import type { ChartSpec } from './chartSpec';

/**
 * Out of sight but read by screen readers (the usual visually-hidden rules), on a block around the table:
 * a table itself grows to its content whatever its width, and widened a phone's page.
 */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The chart's text alternative: its data as a table, captioned with its title, for screen readers only. */
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
