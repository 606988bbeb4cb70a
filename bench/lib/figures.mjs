// How every bench turns timings into figures and prints them: one percentile, one table. Figures are printed,
// never asserted.

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** p50, p99, the slowest and the count of some timings (ms). */
export function summary(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100), count: sorted.length };
}

export const median = (values) => summary(values).p50;

/** A Markdown table, columns padded for the terminal (and pasted as they are into a README). */
export function printTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log([line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '');
const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : '');

const sideRow = (label, side, figures) => [label, side, ms(figures.p50), ms(figures.p99), figures.rps?.toFixed(0) ?? '', figures.errors];
const ratioRow = (label, side, a, b) => [label, side, ratio(a.p50, b.p50), ratio(a.p99, b.p99), ratio(a.rps, b.rps), ''];

/**
 * The API beside the same work done directly (the bare SQL), one row a side and one of ratios per case, measured
 * in the same run; where a case has the HTTP floor's figures (`floor`), its row and the API's ratio to it too.
 * Then the first failure of each side that had any.
 */
export function printComparison(caseTitle, cases) {
  const rows = cases.flatMap(({ label, api, floor, direct }) => [
    sideRow(label, 'API', api),
    ...(floor ? [sideRow(label, 'HTTP floor', floor)] : []),
    sideRow(label, 'SQL', direct),
    ratioRow(label, 'API/SQL', api, direct),
    ...(floor ? [ratioRow(label, 'floor/SQL', floor, direct), ratioRow(label, 'API/floor', api, floor)] : []),
  ]);
  printTable([caseTitle, 'side', 'p50 ms', 'p99 ms', 'req/s', 'errors'], rows);
  for (const { label, ...sides } of cases) {
    for (const [side, figures] of Object.entries(sides)) {
      if (figures?.firstError) console.log(`${label} ${side}: ${figures.errors} calls failed; the first: ${figures.firstError}`);
    }
  }
}
