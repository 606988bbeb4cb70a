import type { BodyPath } from '@waste/shared';
import dayjs from 'dayjs';
import type { PeriodValues } from '@/common/rules/period';
import type { CentreEntryCorrectionInput, CentreWasteEntryDetail, TypeOfCollectionId } from '../api/types';
import { entryFieldOf, toEntryInput, type CentreEntryValues, type CentreWasteFormValues } from './centreEntryValues';

export type CorrectionAction = 'VOID' | 'REPLACE';

/** The correction form: what to do, why, and for a replacement the entry's fields under its centre. */
export interface CentreCorrectionValues extends CentreWasteFormValues {
  action?: CorrectionAction;
  reason?: string;
}

/** The entry as the form holds it, to be corrected where it is wrong. */
export function entryValues(entry: CentreWasteEntryDetail): CentreEntryValues {
  const frequencyType = entry.frequencyType as PeriodValues['frequencyType'];
  return {
    frequencyType,
    entryDate: frequencyType === 'DAILY' ? dayjs(entry.entryDate ?? entry.startDate) : undefined,
    startDate: frequencyType === 'RANGE' ? dayjs(entry.startDate) : undefined,
    endDate: frequencyType === 'RANGE' ? dayjs(entry.endDate) : undefined,
    typeOfCollectionId: entry.typeOfCollectionId as TypeOfCollectionId,
    materials: entry.quantities.map((quantity) => quantity.materialId),
    quantities: Object.fromEntries(
      entry.quantities.map(({ materialId, collectedKg, soldKg, rejectedKg }) => [materialId, { collectedKg, soldKg, rejectedKg }]),
    ),
  };
}

/** What is sent: a void, or the replacement entry (the save's shape) for the same centre. */
export function toCorrectionInput(
  entry: Pick<CentreWasteEntryDetail, 'id' | 'sampathPiyasaId'>,
  values: CentreCorrectionValues,
  materialOrder: string[],
): CentreEntryCorrectionInput {
  const reason = (values.reason ?? '').trim();
  if (values.action === 'VOID') return { recordId: entry.id, reason, void: true };
  const replacement = values.entries[entry.sampathPiyasaId] as CentreEntryValues;
  return { recordId: entry.id, reason, replacement: toEntryInput(entry.sampathPiyasaId, replacement, materialOrder) };
}

/** A field of the sent correction (`replacement.quantities.0.collectedKg`) as the form names it. */
export function correctionFieldOf(field: BodyPath, sent: CentreEntryCorrectionInput): BodyPath | null {
  const [name, ...rest] = field;
  if (name === 'reason') return ['reason'];
  return name === 'replacement' && sent.replacement ? entryFieldOf(rest, sent.replacement) : null;
}
