import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { AppError, inputRefused } from '#errors';
import { pageOf, type Paging } from '#schemas/paging';

export interface HsCodeItem {
  id: string;
  hsCode: string;
  description: string;
  level: number;
  chapter: string;
  heading: string | null;
  inNomenclature: boolean;
  classification: string | null;
  sectorId: string | null;
  sectorName: string | null;
  lineCount: number;
}

interface HsRow {
  code: string;
  description: string;
  level: number;
  chapter: string;
  heading: string | null;
  in_nomenclature: boolean;
  classification: string | null;
  sector_id: string | null;
  sector_name: string | null;
  line_count: number;
}

const toItem = (row: HsRow): HsCodeItem => ({
  id: row.code,
  hsCode: row.code,
  description: row.description,
  level: row.level,
  chapter: row.chapter,
  heading: row.heading,
  inNomenclature: row.in_nomenclature,
  classification: row.classification,
  sectorId: row.sector_id,
  sectorName: row.sector_name,
  lineCount: row.line_count,
});

/** The settings key of the version that changes whenever a sector assignment does. */
export const HS_CODE_VERSION_KEY = 'hscode_sector_version';

/** Changes whenever a sector assignment does; clients drop their cached HS code pages when it differs. */
export async function hsCodeVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [HS_CODE_VERSION_KEY]);
  return rows[0]?.value ?? '0';
}

export interface HsSearch extends Paging {
  hsCode?: string;
  sectorId?: string;
  pendingOnly: boolean;
}

/**
 * 6-digit codes by code prefix or words of the description, and by sector ('NONE': without one). Digits alone
 * are a code prefix only: '39' is chapter 39, not also the alkaloids "of 2939.11" (the HS code list opens on it).
 * Pending ones: seen in a customs file and without a sector.
 */
export async function searchHsCodes(db: Queryable, search: HsSearch): Promise<{ rows: HsCodeItem[]; total: number }> {
  const page = pageOf(search);
  const text = search.hsCode?.trim() || null;
  const params = [text, search.sectorId || null, search.pendingOnly];
  const where = `WHERE h.level = 6
      AND ($1::text IS NULL OR h.code LIKE $1::text || '%' OR ($1::text !~ '^[0-9]+$' AND h.description ILIKE '%' || $1::text || '%'))
      AND ($2::text IS NULL OR ($2::text = 'NONE' AND h.sector_id IS NULL) OR h.sector_id = $2::text)
      AND (NOT $3::boolean OR (h.sector_id IS NULL AND h.first_seen_at IS NOT NULL))`;
  const { rows, total } = await countedPage<HsRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM hs_codes h ${where}`, params },
    {
      sql: `SELECT h.code, h.description, h.level, h.chapter, h.heading, h.in_nomenclature, h.classification, h.sector_id, s.name AS sector_name,
              (SELECT count(*)::int FROM customs_visible_lines l WHERE l.type IN ('IMPORT', 'EXPORT') AND l.hs6 = h.code) AS line_count
         FROM hs_codes h LEFT JOIN customs_sectors s ON s.id = h.sector_id
         ${where}
        ORDER BY h.code ${page.direction}
        LIMIT $4 OFFSET $5`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toItem), total };
}

export async function findHsCode(db: Queryable, code: string): Promise<HsCodeItem | null> {
  const { rows } = await db.query<HsRow>(
    `SELECT h.code, h.description, h.level, h.chapter, h.heading, h.in_nomenclature, h.classification, h.sector_id, s.name AS sector_name,
            (SELECT count(*)::int FROM customs_visible_lines l WHERE l.type IN ('IMPORT', 'EXPORT') AND l.hs6 = h.code) AS line_count
       FROM hs_codes h LEFT JOIN customs_sectors s ON s.id = h.sector_id WHERE h.code = $1 AND h.level = 6`,
    [code],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/**
 * Gives codes a sector (null: none); their lines follow, since a line's sector is its code's. Audited per
 * code with before and after; bumps the version that invalidates the clients' cached pages.
 */
export async function assignSector(
  db: Database,
  codes: string[],
  sectorId: string | null,
  actorUserId: string,
): Promise<{ updated: number; version: string }> {
  return db.transaction(async (tx) => {
    if (sectorId !== null) {
      const sector = await tx.query('SELECT 1 FROM customs_sectors WHERE id = $1', [sectorId]);
      if (sector.rows.length === 0) throw inputRefused(`Sector ${sectorId} does not exist`, 'UNKNOWN_SECTOR');
    }
    const { rows } = await tx.query<{ code: string; sector_id: string | null }>(
      'SELECT code, sector_id FROM hs_codes WHERE code = ANY($1::text[]) AND level = 6 ORDER BY code FOR UPDATE',
      [codes],
    );
    const found = new Set(rows.map((row) => row.code));
    const missing = codes.filter((code) => !found.has(code));
    if (missing.length > 0)
      throw new AppError(404, 'NOT_FOUND', `HS code not found: ${missing.slice(0, 20).join(', ')}`).because('HS_CODES', {
        codes: missing.slice(0, 20).join(', '),
      });
    await tx.query('UPDATE hs_codes SET sector_id = $2, sector_updated_at = now(), sector_updated_by = $3 WHERE code = ANY($1::text[])', [
      codes,
      sectorId,
      actorUserId,
    ]);
    for (const row of rows) {
      await recordAudit(tx, {
        actorUserId,
        action: 'assign-sector',
        entity: 'hs_codes',
        entityId: row.code,
        before: { sectorId: row.sector_id },
        after: { sectorId },
      });
    }
    const version = await tx.query<{ value: string }>(
      `INSERT INTO settings (key, value) VALUES ($1, '1')
       ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text, updated_at = now()
       RETURNING value`,
      [HS_CODE_VERSION_KEY],
    );
    return { updated: rows.length, version: version.rows[0].value };
  });
}
