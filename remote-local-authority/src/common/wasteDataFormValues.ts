import type { Dayjs } from 'dayjs';
import type { FrequencyType, PlasticType, QuantityUnit, WasteDataInput } from '../features/wasteData/api/types';

/** What the entry form holds; dates are antd's dayjs values until they are sent. */
export interface WasteDataFormValues {
  frequencyType: FrequencyType;
  entryDate?: Dayjs | null;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  plasticType: PlasticType;
  quantityUnit: QuantityUnit;
  collectedQuantity: number;
  recoveredQuantity: number;
  rejectedQuantity: number;
  discardedQuantity: number;
  recycledQuantityKg: number;
  productType?: string;
  destination?: string;
  budget?: number | null;
  description?: string;
}

const isoDate = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');
const text = (value: string | undefined) => value?.trim() || undefined;

/** The body as it will be saved: only the dates of the chosen frequency, trimmed text, no empty optionals. */
export function toWasteDataInput(values: WasteDataFormValues): WasteDataInput {
  const dates =
    values.frequencyType === 'DAILY'
      ? { entryDate: isoDate(values.entryDate) }
      : { startDate: isoDate(values.startDate), endDate: isoDate(values.endDate) };
  return {
    frequencyType: values.frequencyType,
    ...dates,
    plasticType: values.plasticType,
    collectedQuantity: values.collectedQuantity,
    recoveredQuantity: values.recoveredQuantity,
    rejectedQuantity: values.rejectedQuantity,
    discardedQuantity: values.discardedQuantity,
    quantityUnit: values.quantityUnit,
    recycledQuantityKg: values.recycledQuantityKg,
    productType: text(values.productType),
    destination: text(values.destination),
    budget: values.budget ?? undefined,
    description: text(values.description),
  };
}

/** A date typed for one frequency is kept for the other: the entry date becomes the start of a range, and back. */
export function carriedDates(values: Pick<WasteDataFormValues, 'frequencyType' | 'entryDate' | 'startDate'>): Partial<WasteDataFormValues> {
  if (values.frequencyType === 'RANGE') return values.startDate || !values.entryDate ? {} : { startDate: values.entryDate };
  return values.entryDate || !values.startDate ? {} : { entryDate: values.startDate };
}
