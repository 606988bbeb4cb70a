import { localizedName, PageFrame, PlausibilityWarnings, QueryState, useFormatters, useLocalAuthorityScope } from '@waste/shared';
import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { shownKg } from '@/common/rules/shownKg';
import { useWasteRecord } from '../api/getWasteRecord';
import { useDescribeWasteField } from './useWastePlausibility';
import { WasteDataDescriptions } from './WasteDataDescriptions';
import { WasteRecordStanding, WasteRecordStatusTag } from './WasteRecordStanding';

const MEASURES = ['collected', 'recovered', 'rejected', 'discarded', 'recycled'] as const;

/**
 * `/wasteData/view/{id}`: one record, where it stands (current, voided or superseded, a correction waiting), every
 * field, who entered it and when, and its quantities in kg.
 */
export function WasteDataViewPage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const { id = '' } = useParams();
  const scope = useLocalAuthorityScope();
  const record = useWasteRecord(id, scope);
  const describe = useDescribeWasteField();
  const data = record.data;

  return (
    <PageFrame
      title={data ? t('wasteData.viewTitleWithId', { wasteId: data.wasteId }) : t('wasteData.viewTitle')}
      parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}
    >
      <QueryState query={record} loadFailed={t('wasteData.recordLoadFailed')} errorTestId="waste-record-error">
        {(data) => (
          <Flex vertical gap="middle" data-testid="waste-record">
            <WasteRecordStanding record={data} />
            <Card>
              <WasteDataDescriptions
                input={data}
                leading={[
                  { key: 'status', label: t('wasteData.field.status'), value: <WasteRecordStatusTag status={data.status} /> },
                  { key: 'wasteId', label: t('wasteData.field.wasteId'), value: data.wasteId },
                  {
                    key: 'localAuthority',
                    label: t('wasteData.field.localAuthority'),
                    value: (
                      <Link to={`/wasteData/la-view/${data.localAuthority.id}`}>{localizedName(data.localAuthority, i18n.language)}</Link>
                    ),
                  },
                ]}
                trailing={[
                  { key: 'createdBy', label: t('wasteData.field.createdBy'), value: data.createdBy.name || t('wasteData.none') },
                  { key: 'createdAt', label: t('wasteData.field.createdAt'), value: format.dateTime(data.createdAt) },
                ]}
              />
            </Card>
            <PlausibilityWarnings
              warnings={data.acknowledgedWarnings}
              input={data}
              describe={(field, shown) => describe(field, shown.quantityUnit)}
            />
            <Card title={t('wasteData.normalised.title', { count: data.days })}>
              <Descriptions bordered size="small" column={1} data-testid="normalised-quantities">
                {MEASURES.map((measure) => (
                  <Descriptions.Item key={measure} label={t(`wasteData.measure.${measure}`)}>
                    {t('wasteData.normalised.value', {
                      total: format.number(shownKg(data.normalisedKg[measure])),
                      perDay: format.number(shownKg(data.kgPerDay[measure])),
                    })}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
          </Flex>
        )}
      </QueryState>
    </PageFrame>
  );
}
