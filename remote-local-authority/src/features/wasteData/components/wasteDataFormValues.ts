import dayjs from 'dayjs';
import { carriedDates, sentDates, type PeriodValues } from '@/common/rules/period';
import type { PlasticType, QuantityUnit, WasteDataInput } from '../api/types';
import { unitAfterFrequencyChange } from '../rules/quantityUnits';

/** What the entry form holds; dates are antd's dayjs values until they are sent. */
export interface WasteDataFormValues extends PeriodValues {
  plasticType: PlasticType;
  quantityUnit: QuantityUnit;
  collectedQuantity: number;
  recoveredQuantity: number;
  rejectedQuantity: number;
  discardedQuantity: number;
  recycledQuantityKg: number;
  /** Optional: all municipal solid waste collected in the period (kg), for SDG 11.6.1. */
  mswCollectedKg?: number | null;
  productType?: string;
  destination?: string;
  budget?: number | null;
  description?: string;
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** The body as it will be saved: only the dates of the chosen frequency, trimmed text, no empty optionals. */
export function toWasteDataInput(values: WasteDataFormValues): WasteDataInput {
  return {
    frequencyType: values.frequencyType,
    ...sentDates(values),
    plasticType: values.plasticType,
    collectedQuantity: values.collectedQuantity,
    recoveredQuantity: values.recoveredQuantity,
    rejectedQuantity: values.rejectedQuantity,
    discardedQuantity: values.discardedQuantity,
    quantityUnit: values.quantityUnit,
    recycledQuantityKg: values.recycledQuantityKg,
    mswCollectedKg: values.mswCollectedKg ?? undefined,
    productType: text(values.productType),
    destination: text(values.destination),
    budget: values.budget ?? undefined,
    description: text(values.description),
  };
}

/** What changes with the frequency: the date typed is carried over, and an unchosen unit follows (a range's total). */
export function followFrequency(values: WasteDataFormValues): Partial<WasteDataFormValues> {
  return { ...carriedDates(values), quantityUnit: unitAfterFrequencyChange(values.frequencyType, values.quantityUnit) };
}

const day = (isoDate: string | undefined) => (isoDate ? dayjs(isoDate) : undefined);

/** An entry kept on the device back in the form, to correct it (issue 42): the inverse of toWasteDataInput. */
export function inputFormValues(input: WasteDataInput): Partial<WasteDataFormValues> {
  const { entryDate, startDate, endDate, ...rest } = input;
  return { ...rest, entryDate: day(entryDate), startDate: day(startDate), endDate: day(endDate) };
}
