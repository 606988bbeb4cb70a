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

/**
 * The API beside the same work done directly (the bare SQL), one row a side and one of ratios per case, measured
 * in the same run; then the first failure of each side that had any.
 */
export function printComparison(caseTitle, cases) {
  const rows = cases.flatMap(({ label, api, direct }) => [
    [label, 'API', ms(api.p50), ms(api.p99), api.rps?.toFixed(0) ?? '', api.errors],
    [label, 'SQL', ms(direct.p50), ms(direct.p99), direct.rps?.toFixed(0) ?? '', direct.errors],
    [label, 'API/SQL', ratio(api.p50, direct.p50), ratio(api.p99, direct.p99), ratio(api.rps, direct.rps), ''],
  ]);
  printTable([caseTitle, 'side', 'p50 ms', 'p99 ms', 'req/s', 'errors'], rows);
  for (const { label, api, direct } of cases) {
    if (api.firstError) console.log(`${label} API: ${api.errors} calls failed; the first: ${api.firstError}`);
    if (direct.firstError) console.log(`${label} SQL: ${direct.errors} calls failed; the first: ${direct.firstError}`);
  }
}
