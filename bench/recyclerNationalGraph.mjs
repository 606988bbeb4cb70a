// `pnpm bench` (API part): five years of monthly returns (hard and soft plastic) from 2,000 recyclers
// (BENCH_RECYCLERS) in a scratch PostgreSQL database; `POST /recycler/national-graph` latency (p50/p99) and
// requests/s at concurrency 1 and 10, next to its repository call (nationalGraph) run directly and behind the HTTP floor (ratios).
import { compareUnderLoad } from './lib/compareUnderLoad.mjs';
import { SECONDS_PER_RUN, secondsSince, signIn, sizeFrom, withScratchProduct } from './lib/scratchProduct.mjs';
import { seededRandom } from './lib/timedCalls.mjs';

const RECYCLERS = sizeFrom('BENCH_RECYCLERS', 2_000);
const YEARS = 5;
const TO_YEAR = new Date().getUTCFullYear();
const FROM_YEAR = TO_YEAR - YEARS + 1;

/** Recyclers, then a return per recycler, month and plastic type over the five years the graph shows. */
async function seedReturns(db) {
  const started = performance.now();
  await db.query(
    `INSERT INTO recyclers (id, name, primary_address, hotline, registration_number)
     SELECT 'RC-BENCH-' || lpad(n::text, 5, '0'), 'Bench recycler ' || n, 'Bench address ' || n, '0110000000', 'BENCH-' || n
       FROM generate_series(1, $1::int) AS n`,
    [RECYCLERS],
  );
  await db.query(
    `INSERT INTO recycler_returns (recycler_id, month, plastic_type, opening_stock_kg, closing_stock_kg, intake_kg, output_kg, rejected_kg)
     SELECT r.id, (make_date($2::int, 1, 1) + make_interval(months => m))::date, p.plastic,
            100, 100, q, round(q * 0.8, 3), round(q * 0.1, 3)
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS no FROM recyclers WHERE id LIKE 'RC-BENCH-%') r
      CROSS JOIN generate_series(0, $1::int * 12 - 1) AS m
      CROSS JOIN (VALUES ('HARD', 1), ('SOFT', 2)) AS p (plastic, n)
      CROSS JOIN LATERAL (SELECT round((500 + (r.no * 7 + m * 13 + p.n) % 997)::numeric, 3) AS q) quantity`,
    [YEARS, FROM_YEAR],
  );
  await db.query('VACUUM ANALYZE recyclers, recycler_returns');
  const {
    rows: [{ returns }],
  } = await db.query('SELECT count(*)::int AS returns FROM recycler_returns');
  console.log(
    `seeded ${returns.toLocaleString('en')} monthly returns of ${RECYCLERS.toLocaleString('en')} recyclers (${FROM_YEAR}-${TO_YEAR}) in ${secondsSince(started)} s`,
  );
  return returns;
}

/** The graph as a random recycler sees it (its own months beside the nation's). */
function recyclerPicker() {
  const random = seededRandom();
  return () => `RC-BENCH-${String(1 + Math.floor(random() * RECYCLERS)).padStart(5, '0')}`;
}

await withScratchProduct(`recycler national-graph over ${RECYCLERS.toLocaleString('en')} recyclers`, {}, async (product) => {
  const returns = await seedReturns(product.db);
  const token = await signIn('superadmin@demo.lk');

  console.log(`\n== recycler national-graph, ${YEARS} years over ${returns.toLocaleString('en')} returns, ${SECONDS_PER_RUN} s per run ==`);
  await compareUnderLoad(product, [1, 10], recyclerPicker, {
    api: (recyclerId) => ({
      path: `/recycler/national-graph?recyclerId=${recyclerId}`,
      body: { fromYear: FROM_YEAR, toYear: TO_YEAR },
      token,
    }),
    bare: (recyclerId) => ({
      repository: 'recyclerGraphs',
      name: 'nationalGraph',
      args: [recyclerId, { fromYear: FROM_YEAR, toYear: TO_YEAR }],
    }),
  });
});
