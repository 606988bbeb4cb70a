import type { BodyPath } from '@waste/shared';
import dayjs from 'dayjs';
import type { FrequencyType, PlasticType, QuantityUnit, WasteCorrectionInput, WasteRecordView } from '../api/types';
import { toWasteDataInput, type WasteDataFormValues } from './wasteDataFormValues';

export type CorrectionAction = 'VOID' | 'REPLACE';

/** The correction form: what to do and why, and the replacement's fields where the entry form has them. */
export interface WasteCorrectionValues extends WasteDataFormValues {
  action?: CorrectionAction;
  reason?: string;
}

const day = (isoDate: string | null) => (isoDate ? dayjs(isoDate) : undefined);

/** A record's values as the entry form holds them, to start the replacement from. */
export function recordFormValues(record: WasteRecordView): WasteDataFormValues {
  const daily = record.frequencyType === 'DAILY';
  return {
    frequencyType: record.frequencyType as FrequencyType,
    entryDate: daily ? day(record.entryDate ?? record.startDate) : undefined,
    startDate: daily ? undefined : day(record.startDate),
    endDate: daily ? undefined : day(record.endDate),
    plasticType: record.plasticType as PlasticType,
    quantityUnit: record.quantityUnit as QuantityUnit,
    collectedQuantity: record.collectedQuantity,
    recoveredQuantity: record.recoveredQuantity,
    rejectedQuantity: record.rejectedQuantity,
    discardedQuantity: record.discardedQuantity,
    recycledQuantityKg: record.recycledQuantityKg,
    mswCollectedKg: record.mswCollectedKg,
    productType: record.productType,
    destination: record.destination,
    budget: record.budget,
    description: record.description,
  };
}

/** The request as sent: the record, the reason, and either the void or the replacement's save body. */
export function toCorrectionInput(recordId: string, values: WasteCorrectionValues): WasteCorrectionInput {
  const reason = values.reason?.trim() ?? '';
  return values.action === 'REPLACE' ? { recordId, reason, replacement: toWasteDataInput(values) } : { recordId, reason, void: true };
}

/** A refused field of the request as the form names it: the replacement's fields sit at the form's top level. */
export const correctionFieldOf = (path: BodyPath): BodyPath | null => {
  if (path[0] === 'replacement') return path.slice(1);
  return path[0] === 'reason' ? path : null;
};
