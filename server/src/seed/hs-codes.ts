import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/database';
import { REFERENCE_DATA_DIR } from '../paths';

/**
 * Headings whose every subheading has one end use, assigned at the first start; everything else (primary
 * forms 3901-3914, waste 3915, semi-finished 3916-3921, other articles 3926) serves several sectors and
 * waits for customs staff. Never overwrites a sector staff have set.
 */
export const INITIAL_SECTOR_BY_HEADING: Readonly<Record<string, string>> = {
  '3918': 'BUILDING_CONSTRUCTION', // floor, wall and ceiling coverings of plastics
  '3922': 'BUILDING_CONSTRUCTION', // sanitary ware of plastics
  '3923': 'PACKAGING', // articles for the conveyance or packing of goods; closures
  '3924': 'HOUSEHOLD_LEISURE_SPORTS', // tableware, kitchenware, household and toilet articles
  '3925': 'BUILDING_CONSTRUCTION', // builders' ware
};

export const HS_LICENCE =
  'HS2022 nomenclature: github datasets/harmonized-system @905e5a0 (source UN Comtrade), ODC PDDL 1.0 (public domain)';

interface HsRow {
  hscode: string;
  description: string;
  level: string;
}

export function loadHsNomenclature(folder = REFERENCE_DATA_DIR): { code: string; description: string; level: number }[] {
  const text = readFileSync(path.join(folder, 'hs', 'harmonized-system.csv'), 'utf8');
  const rows = parse(text, { columns: true, bom: true, skip_empty_lines: true }) as HsRow[];
  // The file's first row is the grand total (TOTAL), not a code.
  return rows
    .filter((row) => /^\d+$/.test(row.hscode))
    .map((row) => ({ code: row.hscode, description: row.description, level: Number(row.level) }));
}

/** Brings hs_codes in line with the shipped HS2022 file; assigns the unambiguous headings once. */
export async function seedHsCodes(db: Database): Promise<void> {
  const codes = loadHsNomenclature();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO hs_codes (code, description, level, chapter, heading)
       SELECT c, d, l, left(c, 2), CASE WHEN l >= 4 THEN left(c, 4) END
         FROM unnest($1::text[], $2::text[], $3::int[]) AS t(c, d, l)
       ON CONFLICT (code) DO UPDATE SET description = excluded.description, in_nomenclature = true
        WHERE hs_codes.description IS DISTINCT FROM excluded.description OR NOT hs_codes.in_nomenclature
       RETURNING 1`,
      [codes.map((c) => c.code), codes.map((c) => c.description), codes.map((c) => c.level)],
    );
    const headings = Object.keys(INITIAL_SECTOR_BY_HEADING);
    const assigned = await tx.query(
      `UPDATE hs_codes h SET sector_id = t.sector
         FROM unnest($1::text[], $2::text[]) AS t(heading, sector)
        WHERE h.heading = t.heading AND h.level = 6 AND h.sector_id IS NULL AND h.sector_updated_at IS NULL
       RETURNING 1`,
      [headings, headings.map((h) => INITIAL_SECTOR_BY_HEADING[h])],
    );
    if (rows.length > 0 || assigned.rows.length > 0) {
      await recordAudit(tx, {
        actorUserId: null,
        action: 'seed',
        entity: 'hs_codes',
        entityId: null,
        after: { rowsChanged: rows.length, sectorsAssigned: assigned.rows.length, source: HS_LICENCE },
      });
    }
  });
}
