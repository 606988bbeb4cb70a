import type { Queryable } from '#db/database';
import type { NationalGraph, OwnGraph } from './graphs-schemas';

interface Years {
  fromYear: number;
  toYear: number;
}

const RANGE = `r.month >= make_date($2::int, 1, 1) AND r.month < make_date($3::int + 1, 1, 1)`;

export async function ownGraph(db: Queryable, recyclerId: string, { fromYear, toYear }: Years): Promise<OwnGraph> {
  const params = [recyclerId, fromYear, toYear];
  const [months, products] = await Promise.all([
    db.query<{ month: string; plastic_type: string; intake_kg: string; output_kg: string; rejected_kg: string }>(
      `SELECT to_char(r.month, 'YYYY-MM') AS month, r.plastic_type, r.intake_kg, r.output_kg, r.rejected_kg
         FROM recycler_returns r WHERE r.recycler_id = $1 AND ${RANGE}
        ORDER BY r.month, r.plastic_type`,
      params,
    ),
    db.query<{ month: string; plastic_type: string; id: string; name: string; name_si: string | null; name_ta: string | null; kg: string }>(
      `SELECT to_char(r.month, 'YYYY-MM') AS month, r.plastic_type, m.id, m.name, m.name_si, m.name_ta, l.kg
         FROM recycler_returns r
         JOIN recycler_return_lines l ON l.return_id = r.id AND l.kind = 'OUTPUT'
         JOIN recycler_master_data m ON m.id = l.item_id
        WHERE r.recycler_id = $1 AND ${RANGE}
        ORDER BY r.month, r.plastic_type, m.position, m.id`,
      params,
    ),
  ]);
  return {
    fromYear,
    toYear,
    months: months.rows.map((row) => ({
      month: row.month,
      plasticType: row.plastic_type,
      intakeKg: Number(row.intake_kg),
      outputKg: Number(row.output_kg),
      rejectedKg: Number(row.rejected_kg),
    })),
    outputByProductType: products.rows.map((row) => ({
      month: row.month,
      plasticType: row.plastic_type,
      productTypeId: row.id,
      productTypeName: row.name,
      productTypeNameSi: row.name_si,
      productTypeNameTa: row.name_ta,
      kg: Number(row.kg),
    })),
  };
}

/** One pass over the month index: the national sums and, beside them, the caller's own. */
const NATIONAL_GRAPH_SQL = `SELECT to_char(r.month, 'YYYY-MM') AS month,
         count(DISTINCT r.recycler_id)::int AS recyclers,
         sum(r.intake_kg) AS intake_kg, sum(r.output_kg) AS output_kg, sum(r.rejected_kg) AS rejected_kg,
         coalesce(sum(r.intake_kg) FILTER (WHERE r.recycler_id = $1), 0) AS own_intake_kg,
         coalesce(sum(r.output_kg) FILTER (WHERE r.recycler_id = $1), 0) AS own_output_kg
    FROM recycler_returns r
   WHERE ${RANGE}
   GROUP BY r.month
   ORDER BY r.month`;

export async function nationalGraph(db: Queryable, recyclerId: string, { fromYear, toYear }: Years): Promise<NationalGraph> {
  const { rows } = await db.query<{
    month: string;
    recyclers: number;
    intake_kg: string;
    output_kg: string;
    rejected_kg: string;
    own_intake_kg: string;
    own_output_kg: string;
  }>(NATIONAL_GRAPH_SQL, [recyclerId, fromYear, toYear]);
  return {
    fromYear,
    toYear,
    months: rows.map((row) => ({
      month: row.month,
      recyclers: row.recyclers,
      intakeKg: Number(row.intake_kg),
      outputKg: Number(row.output_kg),
      rejectedKg: Number(row.rejected_kg),
      ownIntakeKg: Number(row.own_intake_kg),
      ownOutputKg: Number(row.own_output_kg),
    })),
  };
}
