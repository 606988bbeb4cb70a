// `pnpm bench` (API part): the nation's MFA for one year over 341 authorities and 1,000,000 waste records
// (BENCH_ROWS) in a scratch PostgreSQL database. `GET /mfa/mfa-national-summary?year=` and the national
// diagram (`POST /mfa/search-mfa`, level NATIONAL, SVG) cold (mfa_results emptied before each call) and
// cached, next to the bare SQL: the one aggregate over the records (findReportedYears) for the cold calls,
// the read of the stored results (findCachedResults) for the cached ones.
import { apiCaller, COMPARISON_HEADER, distModule, load, peakRssMiB, printComparison, SECONDS_PER_RUN, seedWasteRecords, signIn, sizeFrom, timeEach, withScratchProduct } from './apiBench.mjs';

const RECORDS = sizeFrom('BENCH_ROWS', 1_000_000);
const COLD_RUNS = sizeFrom('BENCH_COLD_RUNS', 10);
// The seeded records go back about four years from today: last year is a whole year of them.
const YEAR = sizeFrom('BENCH_YEAR', new Date().getUTCFullYear() - 1);

export async function benchMfaNational() {
  await withScratchProduct(`MFA national over ${RECORDS.toLocaleString('en')} waste records`, {}, async ({ db, server }) => {
    const { findReportedYears, findCachedResults } = await distModule('routes', 'mfa', 'repository.js');
    const total = await seedWasteRecords(db, RECORDS);
    const authorities = (await db.query('SELECT id FROM local_authorities ORDER BY id')).rows.map((row) => row.id);
    const token = await signIn('superadmin@demo.lk');
    const summary = apiCaller(token, () => ({ method: 'GET', path: `/mfa/mfa-national-summary?year=${YEAR}` }));
    const diagram = apiCaller(token, () => ({ path: '/mfa/search-mfa', body: { year: YEAR, level: 'NATIONAL' } }));
    const emptyCache = () => db.query('DELETE FROM mfa_results');
    const sums = () => findReportedYears(db, YEAR, null);
    const cacheRead = () => findCachedResults(db, YEAR, authorities);

    console.log(`\n== MFA national ${YEAR}, ${authorities.length} authorities, ${total.toLocaleString('en')} waste records; cold: ${COLD_RUNS} calls one after the other, cache emptied before each; cached: ${SECONDS_PER_RUN} s at concurrency 1 ==`);
    console.log(COMPARISON_HEADER);
    printComparison('sum cold', await timeEach(COLD_RUNS, summary, emptyCache), await timeEach(COLD_RUNS, sums), { rps: false });
    printComparison('diag cold', await timeEach(COLD_RUNS, diagram, emptyCache), await timeEach(COLD_RUNS, sums), { rps: false });
    await summary();
    const { rows: [{ stored }] } = await db.query('SELECT count(*)::int AS stored FROM mfa_results WHERE year = $1', [YEAR]);
    console.log(`(results stored for ${stored} authorities after one call)`);
    printComparison('sum cached', await load(1, summary), await load(1, cacheRead));
    printComparison('diag cached', await load(1, diagram), await load(1, cacheRead));
    console.log(`API server peak memory (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMfaNational();
