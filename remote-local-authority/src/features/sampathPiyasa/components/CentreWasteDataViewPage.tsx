import {
  localizedName,
  PageFrame,
  PlausibilityWarnings,
  QueryState,
  useFormatters,
  useLocalAuthorityScope,
  useNarrowerThan,
} from '@waste/shared';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useCentreWasteEntry } from '../api/getCentreWasteEntry';
import { correctionRefusalOf } from '@/common/rules/correctionRefusal';
import { CentreEntryHistory, CentreEntryStatusTag } from './CentreEntryStatus';
import { QuantitiesTable } from './CentreWasteReview';
import { useCentreFieldWords } from './useCentreFieldWords';

/**
 * `/sampath-piyasa/waste-view/{id}`: one entry, every field, who entered it and when; whether it counts (a corrected
 * one is kept, retired, linked to its replacement), and the way to ask for a correction of a current one.
 */
export function CentreWasteDataViewPage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  // At phone width labels sit above their values: side by side, both columns broke words letter by letter.
  const narrow = useNarrowerThan('sm');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const scope = useLocalAuthorityScope();
  const entry = useCentreWasteEntry(id, scope);
  const fieldWords = useCentreFieldWords();
  const kg = (value: number) => `${format.number(value)} ${t('wasteData.unit.KG')}`;

  return (
    <PageFrame title={t('sampathPiyasa.wasteViewTitle')} parents={[{ title: t('sampathPiyasa.title'), path: '/sampath-piyasa' }]}>
      <QueryState query={entry} loadFailed={t('sampathPiyasa.wasteListLoadFailed')} retry={false} errorTestId="centre-waste-error">
        {(data) => (
          <Flex vertical gap="middle" data-testid="centre-waste-entry">
            <Flex gap="small" align="center" justify="space-between" wrap>
              <CentreEntryStatusTag status={data.status} />
              {correctionRefusalOf(data) === null ? (
                <Button onClick={() => navigate(`/sampath-piyasa/correct/${data.id}`)} data-testid="request-correction">
                  {t('sampathPiyasa.correction.request')}
                </Button>
              ) : null}
            </Flex>
            <CentreEntryHistory
              status={data.status}
              replacedBy={data.replacedBy}
              replaces={data.replaces}
              pendingCorrection={data.pendingCorrection}
            />
            <PlausibilityWarnings
              warnings={data.acknowledgedWarnings}
              input={data}
              describe={(field, record) => fieldWords(field, record, record.centreName)}
            />
            <Card>
              <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} layout={narrow ? 'vertical' : 'horizontal'}>
                <Descriptions.Item label={t('sampathPiyasa.field.centre')}>
                  <Link to={`/sampath-piyasa/center/${data.sampathPiyasaId}`}>{data.centreName}</Link>
                </Descriptions.Item>
                <Descriptions.Item label={t('wasteData.field.localAuthority')}>
                  {localizedName(data.localAuthority, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item label={t('wasteData.field.frequencyType')}>
                  {t(`wasteData.frequency.${data.frequencyType}`)}
                </Descriptions.Item>
                <Descriptions.Item
                  label={t('wasteData.field.period')}
                >{`${format.period(data.startDate, data.endDate)} (${t('sampathPiyasa.days', { count: data.days })})`}</Descriptions.Item>
                <Descriptions.Item label={t('sampathPiyasa.field.typeOfCollection')}>
                  {t(`sampathPiyasa.collection.${data.typeOfCollectionId}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampathPiyasa.field.totals')}>
                  {t('sampathPiyasa.totalsValue', {
                    collected: kg(data.totals.collectedKg),
                    sold: kg(data.totals.soldKg),
                    rejected: kg(data.totals.rejectedKg),
                  })}
                </Descriptions.Item>
                <Descriptions.Item label={t('wasteData.field.createdBy')}>{data.createdBy.name || t('wasteData.none')}</Descriptions.Item>
                <Descriptions.Item label={t('wasteData.field.createdAt')}>{format.dateTime(data.createdAt)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t('sampathPiyasa.quantities')}>
              <QuantitiesTable quantities={data.quantities} kg={kg} />
            </Card>
          </Flex>
        )}
      </QueryState>
    </PageFrame>
  );
}
