import { useFormatters, useNarrowerThan } from '@waste/shared';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { WasteDataInput } from '../api/types';

/** The entered values as the review has them, or as a saved record answers them (codes as plain strings, absent values null). */
export type ShownWasteData = Pick<
  WasteDataInput,
  | 'startDate'
  | 'endDate'
  | 'collectedQuantity'
  | 'recoveredQuantity'
  | 'rejectedQuantity'
  | 'discardedQuantity'
  | 'recycledQuantityKg'
  | 'productType'
  | 'destination'
  | 'description'
> & {
  frequencyType: string;
  plasticType: string;
  quantityUnit: string;
  entryDate?: string | null;
  budget?: number | null;
  mswCollectedKg?: number | null;
};

export interface WasteDataDescriptionsProps {
  input: ShownWasteData;
  /** Rows shown before the entered values, e.g. the waste ID of a saved record. */
  leading?: WasteDataRow[];
  /** Rows shown after them, e.g. who entered the record and when. */
  trailing?: WasteDataRow[];
}

export interface WasteDataRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Every entered value of a record in words, one row a field: for its descriptions, or beside another record's. */
export function useWasteDataRows(input: ShownWasteData): WasteDataRow[] {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const unit = t(`wasteData.unit.${input.quantityUnit}`);
  const quantity = (value: number) => `${format.number(value)} ${unit}`;
  const none = t('wasteData.none');
  const dates =
    input.frequencyType === 'DAILY'
      ? [{ key: 'entryDate', label: t('wasteData.field.entryDate'), value: input.entryDate ? format.date(input.entryDate) : none }]
      : [
          { key: 'startDate', label: t('wasteData.field.startDate'), value: input.startDate ? format.date(input.startDate) : none },
          { key: 'endDate', label: t('wasteData.field.endDate'), value: input.endDate ? format.date(input.endDate) : none },
        ];
  return [
    { key: 'frequencyType', label: t('wasteData.field.frequencyType'), value: t(`wasteData.frequency.${input.frequencyType}`) },
    ...dates,
    { key: 'plasticType', label: t('wasteData.field.plasticType'), value: t(`wasteData.plastic.${input.plasticType}`) },
    { key: 'collectedQuantity', label: t('wasteData.field.collectedQuantity'), value: quantity(input.collectedQuantity) },
    { key: 'recoveredQuantity', label: t('wasteData.field.recoveredQuantity'), value: quantity(input.recoveredQuantity) },
    { key: 'rejectedQuantity', label: t('wasteData.field.rejectedQuantity'), value: quantity(input.rejectedQuantity) },
    { key: 'discardedQuantity', label: t('wasteData.field.discardedQuantity'), value: quantity(input.discardedQuantity) },
    {
      key: 'recycledQuantityKg',
      label: t('wasteData.field.recycledQuantityKg'),
      value: `${format.number(input.recycledQuantityKg)} ${t('wasteData.unit.KG')}`,
    },
    {
      key: 'mswCollectedKg',
      label: t('wasteData.field.mswCollectedKg'),
      value: input.mswCollectedKg == null ? none : `${format.number(input.mswCollectedKg)} ${t('wasteData.unit.KG')}`,
    },
    { key: 'productType', label: t('wasteData.field.productType'), value: input.productType || none },
    { key: 'destination', label: t('wasteData.field.destination'), value: input.destination || none },
    {
      key: 'budget',
      label: t('wasteData.field.budget'),
      value: input.budget == null ? none : `${t('wasteData.unit.LKR')} ${format.number(input.budget)}`,
    },
    { key: 'description', label: t('wasteData.field.description'), value: input.description || none },
  ];
}

/** Every entered value of a waste data record, the way the review step and the record view show it. */
export function WasteDataDescriptions({ input, leading = [], trailing = [] }: WasteDataDescriptionsProps) {
  const rows = [...leading, ...useWasteDataRows(input), ...trailing];
  // On a phone each label sits above its value: side by side, the Tamil labels left the values a few letters wide (issue 43).
  const narrow = useNarrowerThan('sm');
  return (
    <Descriptions bordered size="small" column={1} layout={narrow ? 'vertical' : 'horizontal'} data-testid="waste-data-descriptions">
      {rows.map((row) => (
        <Descriptions.Item key={row.key} label={row.label}>
          <span data-testid={`value-${row.key}`}>{row.value}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
