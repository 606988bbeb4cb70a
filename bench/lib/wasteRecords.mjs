import { secondsSince } from './scratchProduct.mjs';

/**
 * Daily waste records (la_waste_records), one per authority, day and plastic type, going back about four
 * years from today, `records` in all; vacuumed and analysed like autovacuum would on a live server.
 */
export async function seedWasteRecords(db, records) {
  const started = performance.now();
  await db.query(`
    INSERT INTO la_waste_records (waste_id, local_authority_id, frequency_type, start_date, end_date, plastic_type, quantity_unit,
      collected_quantity, recovered_quantity, rejected_quantity, discarded_quantity, recycled_quantity_kg,
      collected_kg, recovered_kg, rejected_kg, discarded_kg, recycled_kg)
    SELECT 'WD-' || la.id || '-' || lpad((day_no * 2 + p.n - 1)::text, 6, '0'), la.id, 'DAILY',
           current_date - day_no, current_date - day_no, p.plastic, 'MT_PER_DAY',
           q, q * 0.1, q * 0.05, q * 0.02, q * 30, q * 1000, q * 100, q * 50, q * 20, q * 30
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS la_no FROM local_authorities) la
     CROSS JOIN generate_series(1, 1470) AS day_no
     CROSS JOIN (VALUES ('HARD', 0), ('SOFT', 1)) AS p (plastic, n)
     CROSS JOIN LATERAL (SELECT round((1 + (la.la_no * 7 + day_no * 13 + p.n) % 97 / 4.0)::numeric, 3) AS q) quantity
     WHERE la.la_no * 2940 + (day_no - 1) * 2 + p.n < ${records}`);
  // Index-only scans need the visibility map.
  await db.query('VACUUM ANALYZE la_waste_records');
  const { rows } = await db.query(
    'SELECT count(*)::int AS n, count(DISTINCT local_authority_id)::int AS authorities FROM la_waste_records',
  );
  console.log(
    `seeded ${rows[0].n.toLocaleString('en')} waste records across ${rows[0].authorities} authorities in ${secondsSince(started)} s`,
  );
  return rows[0].n;
}
