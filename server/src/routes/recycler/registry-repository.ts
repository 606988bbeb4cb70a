import { forgetMfaResults } from '#mfa/contributions';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { AppError, fieldRefused, notFound } from '#errors';
import type { Recycler, RecyclerBody } from './registry-schemas';

interface RecyclerRow {
  id: string;
  name: string;
  primary_address: string;
  district_id: string | null;
  district_name: string | null;
  district_name_si: string | null;
  district_name_ta: string | null;
  province_id: string | null;
  province_name: string | null;
  province_name_si: string | null;
  province_name_ta: string | null;
  hotline: string;
  registration_number: string;
  plastic_types: string[];
  capacity_tonnes_per_month: string | null;
  status: string;
}

export async function findRecycler(db: Queryable, id: string): Promise<Recycler | null> {
  const { rows } = await db.query<RecyclerRow>(
    `SELECT r.id, r.name, r.primary_address, r.district_id, d.name AS district_name, d.name_si AS district_name_si, d.name_ta AS district_name_ta,
            p.id AS province_id, p.name AS province_name, p.name_si AS province_name_si, p.name_ta AS province_name_ta,
            r.hotline, r.registration_number, r.plastic_types, r.capacity_tonnes_per_month, r.status
       FROM recyclers r
       LEFT JOIN districts d ON d.id = r.district_id
       LEFT JOIN provinces p ON p.id = d.province_id
      WHERE r.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const accounts = await db.query<{ id: string; email: string; name: string }>(
    `SELECT id, email, trim(first_name || ' ' || last_name) AS name FROM users WHERE recycler_id = $1 ORDER BY email`,
    [id],
  );
  return {
    id: row.id,
    name: row.name,
    primaryAddress: row.primary_address,
    districtId: row.district_id,
    district: row.district_id
      ? { id: row.district_id, name: row.district_name ?? '', nameSi: row.district_name_si ?? '', nameTa: row.district_name_ta ?? '' }
      : null,
    province: row.province_id
      ? { id: row.province_id, name: row.province_name ?? '', nameSi: row.province_name_si ?? '', nameTa: row.province_name_ta ?? '' }
      : null,
    hotline: row.hotline,
    registrationNumber: row.registration_number,
    plasticTypes: row.plastic_types,
    capacityTonnesPerMonth: row.capacity_tonnes_per_month === null ? null : Number(row.capacity_tonnes_per_month),
    status: row.status,
    accounts: accounts.rows,
  };
}

/** Registers (no id) or edits a recycler, audited; the registration number is one recycler's only. */
export async function saveRecycler(db: Database, actorUserId: string, body: RecyclerBody): Promise<Recycler> {
  return db.transaction(async (tx) => {
    const district = await tx.query('SELECT 1 FROM districts WHERE id = $1', [body.districtId]);
    if (district.rows.length === 0)
      throw fieldRefused('body.districtId', `Unknown district ${body.districtId}`, 'VALIDATION').because('UNKNOWN_DISTRICT');
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('recycler_registration'))`);
    const registration = body.registrationNumber.trim();
    const clash = await tx.query<{ id: string; name: string }>(
      'SELECT id, name FROM recyclers WHERE lower(registration_number) = lower($1) AND id IS DISTINCT FROM $2',
      [registration, body.id ?? null],
    );
    if (clash.rows[0]) {
      throw new AppError(409, 'DUPLICATE_REGISTRATION', `Registration number ${registration} is already used by ${clash.rows[0].name}`, {
        id: clash.rows[0].id,
      }).withParams({ registration, name: clash.rows[0].name });
    }
    const values = [
      body.name.trim(),
      body.primaryAddress.trim(),
      body.districtId,
      body.hotline.trim(),
      registration,
      [...body.plasticTypes].sort(),
      body.capacityTonnesPerMonth,
      body.status,
    ];
    if (body.id === undefined) {
      const id = `RC-${randomUUID().slice(0, 8).toUpperCase()}`;
      await tx.query(
        `INSERT INTO recyclers (id, name, primary_address, district_id, hotline, registration_number, plastic_types, capacity_tonnes_per_month, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9)`,
        [id, ...values],
      );
      const saved = await findRecycler(tx, id);
      await recordAudit(tx, { actorUserId, action: 'create', entity: 'recycler', entityId: id, after: saved });
      return saved as Recycler;
    }
    const before = await findRecycler(tx, body.id);
    if (!before) throw notFound(`Recycler ${body.id} not found`, 'RECYCLER');
    await tx.query(
      `UPDATE recyclers SET name = $2, primary_address = $3, district_id = $4, hotline = $5, registration_number = $6,
              plastic_types = $7::text[], capacity_tonnes_per_month = $8, status = $9, updated_at = now()
        WHERE id = $1`,
      [body.id, ...values],
    );
    const saved = await findRecycler(tx, body.id);
    // The recycler's returns are shared among its district's authorities in the MFA: a move recomputes them.
    if (saved?.districtId !== before.districtId) await forgetMfaResults(tx, null);
    await recordAudit(tx, { actorUserId, action: 'update', entity: 'recycler', entityId: body.id, before, after: saved });
    return saved as Recycler;
  });
}
