import { monthLabel, useFormatters, useNarrowerThan } from '@waste/shared';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { MasterDataName } from '@/common/components/MasterDataName';
import type { RecyclerReturnDetail } from '../api/types';

type NamedLine = RecyclerReturnDetail['intake'][number];

/** What a return reads as: a saved one, or the one under review with each line's name. */
export type ReturnView = Pick<
  RecyclerReturnDetail,
  'month' | 'plasticType' | 'openingStockKg' | 'closingStockKg' | 'intake' | 'output' | 'rejected'
>;

export interface ReturnDescriptionsProps {
  value: ReturnView;
  leading?: { key: string; label: string; value: ReactNode }[];
  trailing?: { key: string; label: string; value: ReactNode }[];
}

const total = (lines: NamedLine[]) => lines.reduce((sum, line) => sum + line.kg, 0);

/** A return as it reads: month, plastic type, stocks, and each group's lines with its total. */
export function ReturnDescriptions({ value, leading = [], trailing = [] }: ReturnDescriptionsProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  // On a phone each label sits above its value: side by side, the Tamil labels left the values a column a few letters wide (issue 43).
  const narrow = useNarrowerThan('sm');
  const kg = (amount: number) => `${format.number(amount)} ${t('unit.kg')}`;
  const group = (key: 'intake' | 'output' | 'rejected') => {
    const lines = value[key];
    return (
      <Descriptions.Item key={key} label={t(`wasteData.field.${key}`)}>
        {lines.length === 0 ? t('wasteData.none') : null}
        {lines.map((line) => (
          <div key={line.id}>
            <MasterDataName entry={line} /> {line.retired ? <Tag>{t('masterData.retired')}</Tag> : null}: {kg(line.kg)}
          </div>
        ))}
        {lines.length > 1 ? <strong>{t('wasteData.total', { total: kg(total(lines)) })}</strong> : null}
      </Descriptions.Item>
    );
  };
  return (
    <Descriptions bordered size="small" column={1} layout={narrow ? 'vertical' : 'horizontal'} data-testid="return-descriptions">
      {leading.map((item) => (
        <Descriptions.Item key={item.key} label={item.label}>
          {item.value}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('wasteData.field.month')}>{monthLabel(value.month, format.months)}</Descriptions.Item>
      <Descriptions.Item label={t('wasteData.field.plasticType')}>{t(`plastic.${value.plasticType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('wasteData.field.openingStock')}>{kg(value.openingStockKg)}</Descriptions.Item>
      {group('intake')}
      {group('output')}
      {group('rejected')}
      <Descriptions.Item label={t('wasteData.field.closingStock')}>{kg(value.closingStockKg)}</Descriptions.Item>
      {trailing.map((item) => (
        <Descriptions.Item key={item.key} label={item.label}>
          {item.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
