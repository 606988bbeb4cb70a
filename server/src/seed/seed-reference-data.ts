import { recordAudit, type AuditEntity } from '../db/audit';
import type { Database } from '../db/database';
import { loadReferenceData } from './reference-data';
import { upsertRows } from './upsert-rows';

/** Brings the reference tables in line with the shipped files; a no-op when they already match. */
export async function seedReferenceData(db: Database): Promise<void> {
  const data = loadReferenceData();
  const tables: [AuditEntity, string[], string[][]][] = [
    ['provinces', ['id', 'code', 'name', 'name_si', 'name_ta'], data.provinces.map((p) => [p.id, p.code, p.name, p.nameSi, p.nameTa])],
    ['council_types', ['code', 'name'], data.councilTypes.map((c) => [c.code, c.name])],
    [
      'districts',
      ['id', 'province_id', 'name', 'name_si', 'name_ta'],
      data.districts.map((d) => [d.id, d.provinceId, d.name, d.nameSi, d.nameTa]),
    ],
    [
      'local_authorities',
      ['id', 'code', 'name', 'name_si', 'name_ta', 'name_translation', 'council_type', 'district_id'],
      data.localAuthorities.map((la) => [la.id, la.code, la.name, la.nameSi, la.nameTa, la.nameTranslation, la.councilType, la.districtId]),
    ],
  ];
  await db.transaction(async (tx) => {
    for (const [table, columns, rows] of tables) {
      const changed = await upsertRows(tx, table, columns, rows);
      if (changed > 0) {
        // One entry per table: the row values are in reference-data/, named by the shipped files.
        await recordAudit(tx, { actorUserId: null, action: 'seed', entity: table, entityId: null, after: { rowsChanged: changed } });
      }
    }
  });
}
