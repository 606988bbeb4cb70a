import type { Queryable } from '#db/database';
import { type AuthorityFacts, type Input, type MfaResult, type ParameterOverride, type Provenance, type ReportedYear } from '#mfa/index';
import { authorityPopulation, districtPopulation } from './population';

export interface AuthorityRow extends AuthorityFacts {
  name: string;
  districtId: string;
  districtName: string;
  provinceId: string;
  provinceCode: string;
  provinceName: string;
}

/** Authorities with their district and province, and how many authorities share their district. */
export async function findAuthorities(
  db: Queryable,
  filter: { localAuthorityId?: string; districtId?: string; provinceId?: string } = {},
): Promise<AuthorityRow[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    council_type: string;
    district_id: string;
    district_name: string;
    province_id: string;
    province_code: string;
    province_name: string;
    in_district: number;
  }>(
    `SELECT la.id, la.name, la.council_type, d.id AS district_id, d.name AS district_name,
            p.id AS province_id, p.code AS province_code, p.name AS province_name,
            (SELECT count(*)::int FROM local_authorities other WHERE other.district_id = la.district_id) AS in_district
       FROM local_authorities la
       JOIN districts d ON d.id = la.district_id
       JOIN provinces p ON p.id = d.province_id
      WHERE ($1::text IS NULL OR la.id = $1) AND ($2::text IS NULL OR d.id = $2) AND ($3::text IS NULL OR p.id = $3)
      ORDER BY la.id`,
    [filter.localAuthorityId ?? null, filter.districtId ?? null, filter.provinceId ?? null],
  );
  const population = districtPopulation();
  const ownPopulation = authorityPopulation();
  return rows.map((row) => ({
    localAuthorityId: row.id,
    name: row.name,
    councilType: row.council_type,
    districtId: row.district_id,
    districtName: row.district_name,
    provinceId: row.province_id,
    provinceCode: row.province_code,
    provinceName: row.province_name,
    districtPopulation: population.get(row.district_id) ?? 0,
    authoritiesInDistrict: row.in_district,
    censusPopulation: ownPopulation.get(row.id),
  }));
}

interface YearSumRow {
  local_authority_id: string;
  plastic_type: string;
  covered: number;
  records: number;
  collected: string;
  recovered: string;
  recycled: string;
  rejected: string;
  discarded: string;
}

function reportedYears(rows: readonly YearSumRow[]): Map<string, ReportedYear> {
  const years = new Map<string, ReportedYear>();
  for (const row of rows) {
    const sum = years.get(row.local_authority_id) ?? {
      coveredDays: 0,
      collectedKg: 0,
      recoveredKg: 0,
      recycledKg: 0,
      rejectedKg: 0,
      discardedKg: 0,
      records: 0,
    };
    sum.coveredDays = Math.max(sum.coveredDays, row.covered);
    sum.records += row.records;
    sum.collectedKg += Number(row.collected);
    sum.recoveredKg += Number(row.recovered);
    sum.recycledKg += Number(row.recycled);
    sum.rejectedKg += Number(row.rejected);
    sum.discardedKg += Number(row.discarded);
    years.set(row.local_authority_id, sum);
  }
  return years;
}

/**
 * Each authority's records for the year: kg per day x the record's days inside the year, summed per
 * plastic type; days covered is the larger of the two types'. Read from `la_waste_year_sums`, which the
 * statements writing the records keep equal to those sums (migrations/0019_mfa_input_versions.sql).
 */
export async function findReportedYears(
  db: Queryable,
  year: number,
  localAuthorityIds: readonly string[] | null,
): Promise<Map<string, ReportedYear>> {
  const { rows } = await db.query<YearSumRow>(
    `SELECT local_authority_id, plastic_type, covered_days AS covered, records, collected_kg AS collected, recovered_kg AS recovered,
            recycled_kg AS recycled, rejected_kg AS rejected, discarded_kg AS discarded
       FROM la_waste_year_sums
      WHERE year = $1 AND records > 0 AND ($2::text[] IS NULL OR local_authority_id = ANY($2::text[]))`,
    [year, localAuthorityIds],
  );
  return reportedYears(rows);
}

/**
 * The same sums straight from the records (the bare SQL the bench compares with, and what the tests hold
 * `la_waste_year_sums` to). Records are at most 366 days long, so the index range starts 365 days before
 * the year.
 */
export async function sumReportedYearsFromRecords(
  db: Queryable,
  year: number,
  localAuthorityIds: readonly string[] | null,
): Promise<Map<string, ReportedYear>> {
  const { rows } = await db.query<YearSumRow>(
    `WITH bounds AS (SELECT make_date($1::int, 1, 1) AS first_day, make_date($1::int, 12, 31) AS last_day),
     inside AS (
       SELECT r.local_authority_id, r.plastic_type,
              (least(r.end_date, b.last_day) - greatest(r.start_date, b.first_day) + 1) AS days,
              r.collected_kg_per_day, r.recovered_kg_per_day, r.recycled_kg_per_day, r.rejected_kg_per_day, r.discarded_kg_per_day
         FROM la_waste_records r, bounds b
        WHERE r.start_date <= b.last_day AND r.start_date >= b.first_day - 365 AND r.end_date >= b.first_day
          AND ($2::text[] IS NULL OR r.local_authority_id = ANY($2::text[])))
     SELECT local_authority_id, plastic_type, sum(days)::int AS covered, count(*)::int AS records,
            sum(collected_kg_per_day * days) AS collected, sum(recovered_kg_per_day * days) AS recovered,
            sum(recycled_kg_per_day * days) AS recycled, sum(rejected_kg_per_day * days) AS rejected,
            sum(discarded_kg_per_day * days) AS discarded
       FROM inside GROUP BY local_authority_id, plastic_type`,
    [year, localAuthorityIds],
  );
  return reportedYears(rows);
}

interface ParameterRow {
  local_authority_id: string | null;
  key: string;
  value: string;
  source_kind: 'entered' | 'request';
  source_note: string;
  updated_at: Date;
}

/** National overrides first, then each authority's own (later wins in buildInputs). */
export async function findOverrides(
  db: Queryable,
  localAuthorityIds: readonly string[] | null,
): Promise<{ national: ParameterOverride[]; byAuthority: Map<string, ParameterOverride[]> }> {
  const { rows } = await db.query<ParameterRow>(
    `SELECT local_authority_id, key, value, source_kind, source_note, updated_at FROM mfa_parameters
      WHERE local_authority_id IS NULL OR $1::text[] IS NULL OR local_authority_id = ANY($1::text[])`,
    [localAuthorityIds],
  );
  const national: ParameterOverride[] = [];
  const byAuthority = new Map<string, ParameterOverride[]>();
  for (const row of rows) {
    const when = row.updated_at.toISOString().slice(0, 10);
    const where = row.local_authority_id ? "the authority's value" : 'national value';
    const label = `${row.source_kind === 'request' ? `Changed on request (${where})` : `Entered by a super admin (${where})`}, ${when}${row.source_note ? `: ${row.source_note}` : ''}`;
    const override: ParameterOverride = {
      key: row.key,
      value: Number(row.value),
      source: { kind: row.source_kind, label, provisional: false },
    };
    if (row.local_authority_id === null) national.push(override);
    else byAuthority.set(row.local_authority_id, [...(byAuthority.get(row.local_authority_id) ?? []), override]);
  }
  return { national, byAuthority };
}

export async function saveOverrides(
  db: Queryable,
  localAuthorityId: string | null,
  changes: readonly { key: string; value: number }[],
  source: { kind: 'entered' | 'request'; note: string; requestId: string | null; userId: string },
): Promise<void> {
  for (const change of changes) {
    await db.query(`DELETE FROM mfa_parameters WHERE key = $2 AND local_authority_id IS NOT DISTINCT FROM $1::text`, [
      localAuthorityId,
      change.key,
    ]);
    await db.query(
      `INSERT INTO mfa_parameters (local_authority_id, key, value, source_kind, source_note, request_id, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [localAuthorityId, change.key, change.value, source.kind, source.note, source.requestId, source.userId],
    );
  }
}

/**
 * The version of each authority's inputs for the year: the sum of its counters (this year, every year, every
 * authority). Read it before the inputs; a write committed after it raises it.
 */
const INPUT_VERSION = `(SELECT coalesce(sum(v.version), 0)::bigint FROM mfa_input_versions v
   WHERE v.local_authority_id IN (la.id, '') AND v.year IN ($1, 0))`;

/**
 * Each authority's current input version for the year, and the version its stored result (if any) was
 * computed under.
 */
export async function findInputVersions(
  db: Queryable,
  year: number,
  localAuthorityIds: readonly string[],
): Promise<Map<string, { current: number; stored: number | null }>> {
  const { rows } = await db.query<{ id: string; current: string; stored: string | null }>(
    `SELECT la.id, current.version AS current, r.input_version AS stored
       FROM unnest($2::text[]) AS la (id)
      CROSS JOIN LATERAL (SELECT ${INPUT_VERSION} AS version) current
       LEFT JOIN mfa_results r ON r.local_authority_id = la.id AND r.year = $1`,
    [year, localAuthorityIds],
  );
  return new Map(rows.map((row) => [row.id, { current: Number(row.current), stored: row.stored === null ? null : Number(row.stored) }]));
}

/**
 * A result as stored: each distinct provenance once (`sources`), the flows' inputs pointing at it by index.
 * The flows repeat the same few sources over and over; this makes a stored result about 2.5 times smaller.
 */
interface StoredResult extends Omit<MfaResult, 'flows'> {
  flows: (Omit<MfaResult['flows'][number], 'inputs'> & { inputs: (Omit<Input, 'source'> & { source: number })[] })[];
  sources: Provenance[];
}

export function encodeResult(result: MfaResult): StoredResult {
  const sources: Provenance[] = [];
  const index = new Map<string, number>();
  const at = (source: Provenance) => {
    const key = JSON.stringify(source);
    let i = index.get(key);
    if (i === undefined) {
      i = sources.push(source) - 1;
      index.set(key, i);
    }
    return i;
  };
  return {
    ...result,
    flows: result.flows.map((flow) => ({ ...flow, inputs: flow.inputs.map((input) => ({ ...input, source: at(input.source) })) })),
    sources,
  };
}

export function decodeResult(stored: StoredResult): MfaResult {
  const { sources, ...result } = stored;
  return {
    ...result,
    flows: stored.flows.map((flow) => ({ ...flow, inputs: flow.inputs.map((input) => ({ ...input, source: sources[input.source] })) })),
  };
}

/** Stored results of these authorities, each only if it was computed under the given version. */
export async function findStoredResults(
  db: Queryable,
  year: number,
  wanted: readonly { id: string; version: number }[],
): Promise<Map<string, MfaResult>> {
  const { rows } = await db.query<{ id: string; result: StoredResult }>(
    `SELECT r.local_authority_id AS id, r.result
       FROM json_to_recordset($2::json) AS w (id text, version bigint)
       JOIN mfa_results r ON r.local_authority_id = w.id AND r.year = $1 AND r.input_version = w.version`,
    [year, JSON.stringify(wanted)],
  );
  return new Map(rows.map((row) => [row.id, decodeResult(row.result)]));
}

/**
 * Stores results computed under the given input versions, unless an input changed meanwhile (the version
 * moved on: the result is already stale) or a result of a newer version is stored. Answers the
 * authorities whose result is now the stored one.
 */
export async function storeResults(
  db: Queryable,
  year: number,
  results: readonly { localAuthorityId: string; version: number; result: MfaResult }[],
): Promise<Set<string>> {
  if (results.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mfa_results (local_authority_id, year, result, input_version)
     SELECT la.id, $1, t.result, t.version
       FROM json_to_recordset($2::json) AS t (id text, version bigint, result json)
       JOIN local_authorities la ON la.id = t.id
      WHERE t.version = ${INPUT_VERSION}
     ON CONFLICT (local_authority_id, year) DO UPDATE
       SET result = excluded.result, input_version = excluded.input_version, computed_at = now()
       WHERE mfa_results.input_version < excluded.input_version
     RETURNING local_authority_id AS id`,
    [year, JSON.stringify(results.map((r) => ({ id: r.localAuthorityId, version: r.version, result: encodeResult(r.result) })))],
  );
  return new Set(rows.map((row) => row.id));
}

const AREA_TABLES = { LA: 'local_authorities', DISTRICT: 'districts', PROVINCE: 'provinces' } as const;

/** The name of an authority, district or province in the diagram's language (the English one if it has none). */
export async function areaName(
  db: Queryable,
  level: keyof typeof AREA_TABLES,
  id: string,
  language: 'en' | 'si' | 'ta',
): Promise<string | null> {
  const column = { en: 'name', si: 'name_si', ta: 'name_ta' }[language];
  const { rows } = await db.query<{ name: string }>(`SELECT coalesce(${column}, name) AS name FROM ${AREA_TABLES[level]} WHERE id = $1`, [
    id,
  ]);
  return rows[0]?.name ?? null;
}

export async function findProvinces(db: Queryable): Promise<{ id: string; code: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; code: string; name: string }>(`SELECT id, code, name FROM provinces ORDER BY id`);
  return rows;
}
