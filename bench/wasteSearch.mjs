// `pnpm bench` (API part): 1,000,000 waste records (BENCH_ROWS) across all 341 local authorities in a scratch
// PostgreSQL database; `POST /local-authority/search-waste` latency (p50/p99) and requests/s at
// concurrency 10 and 50, next to the same repository call run directly over the same pool size and behind the HTTP floor (ratios).
import { compareUnderLoad } from './lib/compareUnderLoad.mjs';
import { SECONDS_PER_RUN, signIn, sizeFrom, withScratchProduct } from './lib/scratchProduct.mjs';
import { seededRandom } from './lib/timedCalls.mjs';
import { seedWasteRecords } from './lib/wasteRecords.mjs';

const RECORDS = sizeFrom('BENCH_ROWS', 1_000_000);

/** The same mix of searches for both sides: a random authority, page and sort; a third filtered. */
function searches(authorities, perAuthority) {
  const random = seededRandom();
  return () => {
    const localAuthorityId = authorities[Math.floor(random() * authorities.length)];
    const pageStart = Math.floor((random() * perAuthority) / 25) * 25;
    const searcher = { pageStart, pageSize: 25, pageSort: random() < 0.5 ? 'ASC' : 'DESC' };
    if (random() < 0.33) Object.assign(searcher, { plasticType: 'SOFT', fromDate: '2024-01-01', toDate: '2024-12-31', pageStart: 0 });
    return { localAuthorityId, searcher };
  };
}

await withScratchProduct(`search-waste over ${RECORDS.toLocaleString('en')} records`, {}, async (product) => {
  const { db } = product;
  const total = await seedWasteRecords(db, RECORDS);
  // Only the authorities that have records, so that a small run searches what it seeded.
  const authorities = (await db.query('SELECT DISTINCT local_authority_id AS id FROM la_waste_records ORDER BY 1')).rows.map(
    (row) => row.id,
  );
  const token = await signIn('superadmin@demo.lk');

  console.log(
    `\n== search-waste over ${total.toLocaleString('en')} records, ${SECONDS_PER_RUN} s per run, pool of 10 connections both ways ==`,
  );
  await compareUnderLoad(product, [10, 50], () => searches(authorities, Math.floor(total / authorities.length)), {
    api: ({ localAuthorityId, searcher }) => ({
      path: `/local-authority/search-waste?localAuthorityId=${localAuthorityId}`,
      body: searcher,
      token,
    }),
    bare: ({ localAuthorityId, searcher }) => ({ repository: 'waste', name: 'searchWasteRecords', args: [localAuthorityId, searcher] }),
  });
});
