import { ListTable, useFormatters } from '@waste/shared';
import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { CentreWasteEntryDetail, CentreWasteEntryInput } from '../api/types';

export interface CentreWasteReviewProps {
  entries: CentreWasteEntryInput[];
  centreNames: Record<string, string>;
  saveError: string | null;
}

/** Every centre's entry as it will be saved. */
export function CentreWasteReview({ entries, centreNames, saveError }: CentreWasteReviewProps) {
  return (
    <Flex vertical gap="middle" data-testid="centre-waste-review">
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" /> : null}
      {entries.map((entry) => (
        <Card
          key={entry.sampathPiyasaId}
          size="small"
          title={centreNames[entry.sampathPiyasaId]}
          data-testid={`review-${entry.sampathPiyasaId}`}
        >
          <EntryFacts entry={entry} />
        </Card>
      ))}
    </Flex>
  );
}

/** An entry as sent or as saved. */
interface EntryFactsProps {
  entry: Pick<CentreWasteEntryInput, 'startDate' | 'endDate'> & {
    frequencyType: string;
    entryDate?: string | null;
    typeOfCollectionId: string;
    quantities: MaterialQuantities[];
  };
}

/** An entry's period, type of collection and quantities. */
export function EntryFacts({ entry }: EntryFactsProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const kg = (value: number) => `${format.number(value)} ${t('wasteData.unit.KG')}`;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('wasteData.field.frequencyType')}>{t(`wasteData.frequency.${entry.frequencyType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('wasteData.field.period')}>
          {entry.frequencyType === 'DAILY' ? format.date(entry.entryDate ?? '') : format.period(entry.startDate ?? '', entry.endDate ?? '')}
        </Descriptions.Item>
        <Descriptions.Item label={t('sampathPiyasa.field.typeOfCollection')}>
          {t(`sampathPiyasa.collection.${entry.typeOfCollectionId}`)}
        </Descriptions.Item>
      </Descriptions>
      <QuantitiesTable quantities={entry.quantities} kg={kg} />
    </>
  );
}

/** A material's quantities, as entered or as saved. */
type MaterialQuantities = Pick<CentreWasteEntryDetail['quantities'][number], 'materialId' | 'collectedKg' | 'soldKg' | 'rejectedKg'>;

export interface QuantitiesTableProps {
  quantities: MaterialQuantities[];
  kg: (value: number) => string;
}

export function QuantitiesTable({ quantities, kg }: QuantitiesTableProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <ListTable
      size="small"
      pagination={false}
      rowKey="materialId"
      dataSource={quantities}
      columns={[
        { key: 'material', title: t('sampathPiyasa.field.material'), render: (_, row) => t(`sampathPiyasa.material.${row.materialId}`) },
        { key: 'collected', title: t('sampathPiyasa.field.collectedKg'), align: 'right', render: (_, row) => kg(row.collectedKg) },
        { key: 'sold', title: t('sampathPiyasa.field.soldKg'), align: 'right', render: (_, row) => kg(row.soldKg) },
        { key: 'rejected', title: t('sampathPiyasa.field.rejectedKg'), align: 'right', render: (_, row) => kg(row.rejectedKg) },
      ]}
    />
  );
}
