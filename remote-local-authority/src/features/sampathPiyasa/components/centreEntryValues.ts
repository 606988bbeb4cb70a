import type { BodyPath } from '@waste/shared';
import dayjs from 'dayjs';
import { sentDates, type PeriodValues } from '@/common/rules/period';
import type { CentreWasteDataInput, CentreWasteEntryInput, TypeOfCollectionId } from '../api/types';

export interface MaterialQuantityValues {
  collectedKg?: number | null;
  soldKg?: number | null;
  rejectedKg?: number | null;
}

/** What the form holds for one centre; dates are antd's dayjs values until they are sent. */
export interface CentreEntryValues extends PeriodValues {
  typeOfCollectionId?: TypeOfCollectionId;
  /** The materials the centre took in this period, in the reference list's order once sent. */
  materials?: string[];
  quantities?: Record<string, MaterialQuantityValues | undefined>;
}

export interface CentreWasteFormValues {
  entries: Record<string, CentreEntryValues | undefined>;
  /** One period for every centre chosen (offered from two centres on): `period`, instead of each centre's own. */
  samePeriod?: boolean;
  period?: PeriodValues;
}

const PERIOD_FIELDS: readonly unknown[] = ['frequencyType', 'entryDate', 'startDate', 'endDate'];

/** A centre's entry as the form holds it, with the period of every centre when one is given for all. */
export function centreEntryValues(values: CentreWasteFormValues, centreId: string): CentreEntryValues {
  const own = values.entries?.[centreId] ?? ({} as CentreEntryValues);
  if (!values.samePeriod || !values.period) return own;
  const { frequencyType, entryDate, startDate, endDate } = values.period;
  return { ...own, frequencyType, entryDate, startDate, endDate };
}

/** One centre's entry as it will be saved: only its frequency's dates; sold and rejected left empty are 0. */
export function toEntryInput(centreId: string, values: CentreEntryValues, materialOrder: string[]): CentreWasteEntryInput {
  const chosen = new Set(values.materials ?? []);
  return {
    sampathPiyasaId: centreId,
    frequencyType: values.frequencyType,
    ...sentDates(values),
    typeOfCollectionId: values.typeOfCollectionId as TypeOfCollectionId,
    quantities: materialOrder
      .filter((materialId) => chosen.has(materialId))
      .map((materialId) => {
        const quantity = values.quantities?.[materialId] ?? {};
        return {
          materialId: materialId as CentreWasteEntryInput['quantities'][number]['materialId'],
          collectedKg: quantity.collectedKg ?? 0,
          soldKg: quantity.soldKg ?? 0,
          rejectedKg: quantity.rejectedKg ?? 0,
        };
      }),
  };
}

/** Sold and rejected together may not pass collected (a gram of tolerance, as on the server). */
export function soldAndRejectedExceedCollected({ collectedKg, soldKg, rejectedKg }: MaterialQuantityValues): boolean {
  const grams = (kg: number | null | undefined) => Math.round((kg ?? 0) * 1000);
  return grams(soldKg) + grams(rejectedKg) > grams(collectedKg);
}

/**
 * A field of one sent entry as the server names it (`quantities.1.collectedKg`, `quantities` for all its materials
 * together) as the form names it under the entry's centre; its dates, when one period is given for all, as the
 * form's `period`.
 */
export function entryFieldOf(
  field: BodyPath,
  entry: Pick<CentreWasteEntryInput, 'sampathPiyasaId' | 'quantities'>,
  samePeriod = false,
): BodyPath {
  const base = ['entries', entry.sampathPiyasaId];
  const [name, index, ...measure] = field;
  if (samePeriod && PERIOD_FIELDS.includes(name)) return ['period', name];
  if (name !== 'quantities') return [...base, ...field];
  const materialId = index === undefined ? undefined : entry.quantities[Number(index)]?.materialId;
  return materialId ? [...base, 'quantities', materialId, ...measure] : [...base, 'materials'];
}

const day = (isoDate: string | undefined | null) => (isoDate ? dayjs(isoDate) : undefined);

/** Entries kept on the device back in the form, to correct them (issue 42): the inverse of toEntryInput. */
export function inputFormValues(input: CentreWasteDataInput): CentreWasteFormValues {
  return {
    entries: Object.fromEntries(
      input.entries.map((entry) => [
        entry.sampathPiyasaId,
        {
          frequencyType: entry.frequencyType as PeriodValues['frequencyType'],
          entryDate: day(entry.entryDate),
          startDate: day(entry.startDate),
          endDate: day(entry.endDate),
          typeOfCollectionId: entry.typeOfCollectionId,
          materials: entry.quantities.map((quantity) => quantity.materialId),
          quantities: Object.fromEntries(
            entry.quantities.map(({ materialId, collectedKg, soldKg, rejectedKg }) => [materialId, { collectedKg, soldKg, rejectedKg }]),
          ),
        },
      ]),
    ),
  };
}
