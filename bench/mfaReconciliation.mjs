// `pnpm bench` (API part): the nation's reconciled MFA for one year over 341 authorities (issue 40):
// `GET /mfa/reconciliation?year=&level=NATIONAL` cold beside the unreconciled national summary
// (`GET /mfa/mfa-national-summary?year=`) cold, over BENCH_ROWS waste records (default 200,000) in a scratch
// PostgreSQL database. Cold: the national input version bumped before each call (as a national parameter write
// does), so neither the stored results nor the server's memory count; the calls alternate so both see the same
// machine. Then each cached.
import { printTable, summary } from './lib/figures.mjs';
import { API_URL, signIn, sizeFrom, withScratchProduct } from './lib/scratchProduct.mjs';
import { seedWasteRecords } from './lib/wasteRecords.mjs';

const RECORDS = sizeFrom('BENCH_ROWS', 200_000);
const COLD_RUNS = sizeFrom('BENCH_COLD_RUNS', 10);
const YEAR = sizeFrom('BENCH_YEAR', new Date().getUTCFullYear() - 1);

await withScratchProduct(`MFA national reconciliation over ${RECORDS.toLocaleString('en')} waste records`, {}, async ({ db }) => {
  const total = await seedWasteRecords(db, RECORDS);
  const authorities = (await db.query('SELECT count(*)::int AS n FROM local_authorities')).rows[0].n;
  const token = await signIn('superadmin@demo.lk');
  const time = async (path) => {
    const sent = performance.now();
    const response = await fetch(`${API_URL}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const body = await response.json();
    return { ms: performance.now() - sent, body };
  };
  const inputsChanged = () =>
    db.query(`INSERT INTO mfa_input_versions (local_authority_id, year, version) VALUES ('', 0, 1)
              ON CONFLICT (local_authority_id, year) DO UPDATE SET version = mfa_input_versions.version + 1`);
  const summaryPath = `/mfa/mfa-national-summary?year=${YEAR}`;
  const reconciliationPath = `/mfa/reconciliation?year=${YEAR}&level=NATIONAL`;

  const cold = { summary: [], reconciliation: [] };
  let last;
  for (let run = 0; run < COLD_RUNS; run += 1) {
    await inputsChanged();
    cold.summary.push((await time(summaryPath)).ms);
    await inputsChanged();
    last = await time(reconciliationPath);
    cold.reconciliation.push(last.ms);
  }
  const cached = { summary: [], reconciliation: [] };
  for (let run = 0; run < COLD_RUNS; run += 1) {
    cached.summary.push((await time(summaryPath)).ms);
    cached.reconciliation.push((await time(reconciliationPath)).ms);
  }
  console.log(
    `\n== MFA national reconciliation ${YEAR}, ${authorities} authorities (${last.body.authorities} reconciled), ${total.toLocaleString('en')} waste records; ${COLD_RUNS} calls each, cold: inputs marked changed before each ==`,
  );
  const row = (label, timings) => {
    const { p50, p99 } = summary(timings);
    return [label, p50.toFixed(2), p99.toFixed(2)];
  };
  printTable(
    ['case', 'p50 ms', 'p99 ms'],
    [
      row('national summary cold', cold.summary),
      row('national reconciliation cold', cold.reconciliation),
      row('national summary cached', cached.summary),
      row('national reconciliation cached', cached.reconciliation),
    ],
  );
  const { chiSquare, degreesOfFreedom, pValue } = last.body;
  console.log(
    `(last answer: chi-square ${chiSquare.toFixed(2)}, ${degreesOfFreedom} degrees of freedom, p ${pValue === null ? 'n/a' : pValue.toFixed(4)})`,
  );
});
