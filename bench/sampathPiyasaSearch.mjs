// `pnpm bench` (API part): 1,000,000 Sampath Piyasa centre entries (BENCH_ROWS), three centres in each of the
// 341 local authorities, three materials an entry, in a scratch PostgreSQL database;
// `POST /sampath-piyasa/search-waste?sampathPiyasaId=` latency (p50/p99) and requests/s at concurrency 10
// and 50, next to the repository call (searchEntries) run directly over the same pool size and behind the HTTP floor (ratios).
import { compareUnderLoad } from './lib/compareUnderLoad.mjs';
import { SECONDS_PER_RUN, secondsSince, signIn, sizeFrom, withScratchProduct } from './lib/scratchProduct.mjs';
import { seededRandom } from './lib/timedCalls.mjs';

const ENTRIES = sizeFrom('BENCH_ROWS', 1_000_000);
const CENTRES_PER_AUTHORITY = 3;
const TYPES_OF_COLLECTION = ['BROUGHT_BY_PUBLIC', 'DOOR_TO_DOOR', 'FROM_INSTITUTIONS'];

/** Centres, then one entry a day per centre going back from today, then each entry's quantities. */
async function seedEntries(db) {
  const started = performance.now();
  await db.query(
    `INSERT INTO sampath_piyasa_centres (local_authority_id, name, location, latitude, longitude, is_material_recovery_facility, is_recycling_facility)
     SELECT la.id, 'Bench centre ' || n, 'Bench location ' || n, 7.0 + n * 0.01, 80.0 + n * 0.01, n % 2 = 0, n % 3 = 0
       FROM local_authorities la CROSS JOIN generate_series(1, $1::int) AS n`,
    [CENTRES_PER_AUTHORITY],
  );
  const {
    rows: [{ centres }],
  } = await db.query('SELECT count(*)::int AS centres FROM sampath_piyasa_centres');
  const perCentre = Math.ceil(ENTRIES / centres);
  await db.query(
    `INSERT INTO sampath_piyasa_waste_entries (centre_id, local_authority_id, frequency_type, start_date, end_date, type_of_collection_id)
     SELECT c.id, c.local_authority_id, 'DAILY', current_date - day_no, current_date - day_no, ($3::text[])[1 + (c.no + day_no) % 3]
       FROM (SELECT id, local_authority_id, row_number() OVER (ORDER BY id) - 1 AS no FROM sampath_piyasa_centres) c
      CROSS JOIN generate_series(1, $1::int) AS day_no
      WHERE c.no * $1::int + day_no - 1 < $2::int`,
    [perCentre, ENTRIES, TYPES_OF_COLLECTION],
  );
  await db.query(
    `INSERT INTO sampath_piyasa_waste_quantities (entry_id, material_id, collected_kg, sold_kg, rejected_kg, days)
     SELECT e.id, m.material, q, round(q * 0.6, 3), round(q * 0.1, 3), 1
       FROM sampath_piyasa_waste_entries e
      CROSS JOIN (VALUES ('PET_HARD', 1), ('HDPE_SOFT', 2), ('PAPER', 3)) AS m (material, n)
      CROSS JOIN LATERAL (SELECT round((5 + (extract(doy FROM e.start_date)::int * 7 + m.n) % 53)::numeric, 3) AS q) quantity`,
  );
  await db.query('VACUUM ANALYZE sampath_piyasa_centres, sampath_piyasa_waste_entries, sampath_piyasa_waste_quantities');
  const {
    rows: [{ entries }],
  } = await db.query('SELECT count(*)::int AS entries FROM sampath_piyasa_waste_entries');
  console.log(`seeded ${entries.toLocaleString('en')} entries (3 materials each) in ${centres} centres in ${secondsSince(started)} s`);
  const withEntries = (await db.query('SELECT DISTINCT centre_id AS id, local_authority_id FROM sampath_piyasa_waste_entries ORDER BY 1'))
    .rows;
  return { entries, centres: withEntries, perCentre };
}

/** The same mix of searches for both sides: a random centre, page and sort; a third filtered by type of collection. */
function searches(centres, perCentre) {
  const random = seededRandom();
  return () => {
    const centre = centres[Math.floor(random() * centres.length)];
    const searcher = { pageStart: Math.floor((random() * perCentre) / 25) * 25, pageSize: 25, pageSort: random() < 0.5 ? 'ASC' : 'DESC' };
    if (random() < 0.33) Object.assign(searcher, { typeOfCollectionId: TYPES_OF_COLLECTION[Math.floor(random() * 3)], pageStart: 0 });
    return { centre, searcher };
  };
}

await withScratchProduct(`Sampath Piyasa search-waste over ${ENTRIES.toLocaleString('en')} entries`, {}, async (product) => {
  const { db } = product;
  const { entries, centres, perCentre } = await seedEntries(db);
  const token = await signIn('superadmin@demo.lk');

  console.log(
    `\n== Sampath Piyasa search-waste (one centre) over ${entries.toLocaleString('en')} entries, ${SECONDS_PER_RUN} s per run, pool of 10 connections both ways ==`,
  );
  await compareUnderLoad(product, [10, 50], () => searches(centres, perCentre), {
    api: ({ centre, searcher }) => ({
      path: `/sampath-piyasa/search-waste?localAuthorityId=${centre.local_authority_id}&sampathPiyasaId=${centre.id}`,
      body: searcher,
      token,
    }),
    bare: ({ centre, searcher }) => ({
      repository: 'sampathPiyasa',
      name: 'searchEntries',
      args: [centre.local_authority_id, centre.id, searcher],
    }),
  });
});
