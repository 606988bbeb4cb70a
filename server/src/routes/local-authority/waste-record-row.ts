import type { PlausibilityWarning } from '#plausibility/schemas';
import { created, creatorColumns, type CreatorRow } from '#users/record-creator';
import { roundKg } from './waste-normalisation';
import type { WasteRecord } from './waste-schemas';

/** The columns of a WasteRecord; read from `la_waste_records r LEFT JOIN users u ON u.id = r.created_by`. */
export const WASTE_RECORD_COLUMNS = `r.id, r.waste_id, r.local_authority_id, r.frequency_type,
       to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.days,
       r.plastic_type, r.quantity_unit, r.collected_quantity, r.recovered_quantity, r.rejected_quantity,
       r.discarded_quantity, r.recycled_quantity_kg, r.msw_collected_kg, r.product_type, r.destination, r.budget, r.description,
       r.collected_kg, r.recovered_kg, r.rejected_kg, r.discarded_kg, r.recycled_kg,
       r.collected_kg_per_day, r.recovered_kg_per_day, r.rejected_kg_per_day, r.discarded_kg_per_day, r.recycled_kg_per_day,
       r.acknowledged_warnings, ${creatorColumns('r')}`;

/** numeric arrives as a string from pg (exact), and may arrive as a number from PGlite. */
type Numeric = string | number;

/** A record's period as read (`start_date`, `end_date` as YYYY-MM-DD): a DAILY one also names its day. */
export interface PeriodRow {
  frequency_type: string;
  start_date: string;
  end_date: string;
  days: number;
}

export const period = (row: PeriodRow) => ({
  frequencyType: row.frequency_type,
  entryDate: row.frequency_type === 'DAILY' ? row.start_date : null,
  startDate: row.start_date,
  endDate: row.end_date,
  days: row.days,
});

export interface WasteRecordRow extends PeriodRow, CreatorRow {
  id: string;
  waste_id: string;
  local_authority_id: string;
  plastic_type: string;
  quantity_unit: string;
  collected_quantity: Numeric;
  recovered_quantity: Numeric;
  rejected_quantity: Numeric;
  discarded_quantity: Numeric;
  recycled_quantity_kg: Numeric;
  msw_collected_kg: Numeric | null;
  product_type: string;
  destination: string;
  budget: Numeric | null;
  description: string;
  collected_kg: Numeric;
  recovered_kg: Numeric;
  rejected_kg: Numeric;
  discarded_kg: Numeric;
  recycled_kg: Numeric;
  collected_kg_per_day: Numeric;
  recovered_kg_per_day: Numeric;
  rejected_kg_per_day: Numeric;
  discarded_kg_per_day: Numeric;
  recycled_kg_per_day: Numeric;
  acknowledged_warnings: PlausibilityWarning[];
}

export function toWasteRecord(row: WasteRecordRow): WasteRecord {
  return {
    id: row.id,
    wasteId: row.waste_id,
    localAuthorityId: row.local_authority_id,
    ...period(row),
    plasticType: row.plastic_type,
    collectedQuantity: Number(row.collected_quantity),
    recoveredQuantity: Number(row.recovered_quantity),
    rejectedQuantity: Number(row.rejected_quantity),
    discardedQuantity: Number(row.discarded_quantity),
    quantityUnit: row.quantity_unit,
    recycledQuantityKg: Number(row.recycled_quantity_kg),
    mswCollectedKg: row.msw_collected_kg === null ? null : Number(row.msw_collected_kg),
    productType: row.product_type,
    destination: row.destination,
    budget: row.budget === null ? null : Number(row.budget),
    description: row.description,
    normalisedKg: {
      collected: Number(row.collected_kg),
      recovered: Number(row.recovered_kg),
      rejected: Number(row.rejected_kg),
      discarded: Number(row.discarded_kg),
      recycled: Number(row.recycled_kg),
    },
    kgPerDay: {
      collected: roundKg(Number(row.collected_kg_per_day)),
      recovered: roundKg(Number(row.recovered_kg_per_day)),
      rejected: roundKg(Number(row.rejected_kg_per_day)),
      discarded: roundKg(Number(row.discarded_kg_per_day)),
      recycled: roundKg(Number(row.recycled_kg_per_day)),
    },
    acknowledgedWarnings: row.acknowledged_warnings,
    ...created(row),
  };
}
