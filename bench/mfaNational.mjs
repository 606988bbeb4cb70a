// `pnpm bench` (API part): the nation's MFA for one year over 341 authorities and 1,000,000 waste records
// (BENCH_ROWS) in a scratch PostgreSQL database. `GET /mfa/mfa-national-summary?year=` and the national
// diagram (`POST /mfa/search-mfa`, level NATIONAL, SVG) cold (every authority's inputs marked changed
// before each call: the national input version bumped, as a national parameter write does, so neither the
// stored results nor the server's memory count) and cached, against the bare SQL sums: the one aggregate
// over the records that the year needs (sumReportedYearsFromRecords; the server reads the same sums from
// la_waste_year_sums, kept by the writes).
import { setTimeout } from 'node:timers/promises';
import { printComparison } from './lib/figures.mjs';
import { peakRssMiB } from './lib/memory.mjs';
import { repositories } from './lib/serverModules.mjs';
import { API_URL, SECONDS_PER_RUN, signIn, sizeFrom, withScratchProduct } from './lib/scratchProduct.mjs';
import { loadApi, loadDirect, timeEach } from './lib/timedCalls.mjs';
import { seedWasteRecords } from './lib/wasteRecords.mjs';

const RECORDS = sizeFrom('BENCH_ROWS', 1_000_000);
const COLD_RUNS = sizeFrom('BENCH_COLD_RUNS', 10);
// The seeded records go back about four years from today: last year is a whole year of them.
const YEAR = sizeFrom('BENCH_YEAR', new Date().getUTCFullYear() - 1);

await withScratchProduct(`MFA national over ${RECORDS.toLocaleString('en')} waste records`, {}, async ({ db, server }) => {
  const { sumReportedYearsFromRecords } = (await repositories()).mfaRepository;
  const total = await seedWasteRecords(db, RECORDS);
  const authorities = (await db.query('SELECT id FROM local_authorities ORDER BY id')).rows.map((row) => row.id);
  const token = await signIn('superadmin@demo.lk');
  const summaryCall = { method: 'GET', path: `/mfa/mfa-national-summary?year=${YEAR}`, token };
  const diagramCall = { path: '/mfa/search-mfa', body: { year: YEAR, level: 'NATIONAL' }, token };
  const once = async (call) => {
    const response = await fetch(`${API_URL}/api/v1${call.path}`, {
      method: call.method ?? 'POST',
      headers: { authorization: `Bearer ${token}`, ...(call.body && { 'content-type': 'application/json' }) },
      body: call.body && JSON.stringify(call.body),
    });
    if (!response.ok) throw new Error(`${call.path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const cached = (call) => loadApi({ url: API_URL, connections: 1, seconds: SECONDS_PER_RUN, next: () => call });
  const inputsChanged = () =>
    db.query(`INSERT INTO mfa_input_versions (local_authority_id, year, version) VALUES ('', 0, 1)
              ON CONFLICT (local_authority_id, year) DO UPDATE SET version = mfa_input_versions.version + 1`);
  const sums = () => sumReportedYearsFromRecords(db, YEAR, null);

  console.log(
    `\n== MFA national ${YEAR}, ${authorities.length} authorities, ${total.toLocaleString('en')} waste records; cold: ${COLD_RUNS} calls one after the other, inputs marked changed before each; cached: ${SECONDS_PER_RUN} s at concurrency 1; SQL: the bare sums over the records ==`,
  );
  const bareSums = await timeEach(COLD_RUNS, sums);
  const cold = [
    { label: 'summary cold', api: await timeEach(COLD_RUNS, () => once(summaryCall), inputsChanged), direct: bareSums },
    { label: 'diagram cold', api: await timeEach(COLD_RUNS, () => once(diagramCall), inputsChanged), direct: bareSums },
  ];
  await once(summaryCall);
  // The server stores computed results in the background (and holds them in memory meanwhile).
  const storing = performance.now();
  let stored = 0;
  while (stored < authorities.length && performance.now() - storing < 30_000) {
    ({
      rows: [{ stored }],
    } = await db.query(
      `SELECT count(*)::int AS stored FROM mfa_results r WHERE r.year = $1 AND r.input_version =
         (SELECT coalesce(sum(v.version), 0) FROM mfa_input_versions v WHERE v.local_authority_id IN (r.local_authority_id, '') AND v.year IN ($1, 0))`,
      [YEAR],
    ));
    if (stored < authorities.length) await setTimeout(50);
  }
  console.log(`(results stored for ${stored} authorities within ${Math.round(performance.now() - storing)} ms of the answer)`);
  const bareSumsLoad = await loadDirect(1, sums, SECONDS_PER_RUN);
  printComparison('case', [
    ...cold,
    { label: 'summary cached', api: await cached(summaryCall), direct: bareSumsLoad },
    { label: 'diagram cached', api: await cached(diagramCall), direct: bareSumsLoad },
  ]);
  console.log(`API server peak memory (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
});
