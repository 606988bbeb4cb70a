import {
  ControlsCard,
  localAuthorityInfoQuery,
  localizedName,
  PageFrame,
  queryStatus,
  useFormatters,
  usePagedSearch,
  useNarrowerThan,
} from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Skeleton, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { PagedTable } from '@/common/components/PagedTable';
import { useAuthorityCompleteness } from '../api/searchAuthorityCompleteness';
import { useAuthorityWaste, type WasteRecord } from '../api/searchAuthorityWaste';
import { ActAsButton } from './ActAsButton';
import { AuthorityCentresCard } from './AuthorityCentresCard';
import { AuthorityMfaCard } from './AuthorityMfaCard';

const LA_ID = /^LG-[0-9]{5}$/;

/**
 * `/wasteData/la-view/{id}` for a super admin: the authority's information, completeness, waste data,
 * Sampath Piyasa centres and MFA summary for a chosen year.
 */
export function LocalAuthorityWasteDataPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // On a phone, labels above values: side by side, Tamil words broke letter by letter.
  const narrow = useNarrowerThan('sm');
  const { id = '' } = useParams();
  const valid = LA_ID.test(id);
  const format = useFormatters();
  // A super admin names the authority (spec section 6).
  const info = useQuery(localAuthorityInfoQuery(id));
  const completeness = useAuthorityCompleteness(id);
  const { search, setPage } = usePagedSearch();
  const waste = useAuthorityWaste(id, search);
  const row = completeness.data?.rows[0];
  const name = info.data ? localizedName(info.data, i18n.language) : undefined;
  const infoError = valid ? queryStatus(info, t('localAuthorities.infoFailed')).error : t('localAuthorities.notFound');

  const columns: NonNullable<TableProps<WasteRecord>['columns']> = [
    { key: 'wasteId', title: t('localAuthorities.waste.wasteId'), dataIndex: 'wasteId' },
    { key: 'period', title: t('localAuthorities.waste.period'), render: (_, record) => format.period(record.startDate, record.endDate) },
    { key: 'plasticType', title: t('localAuthorities.waste.plasticType'), dataIndex: 'plasticType' },
    {
      key: 'collected',
      title: t('localAuthorities.waste.collectedKg'),
      align: 'right',
      render: (_, record) => format.number(record.normalisedKg.collected),
    },
    {
      key: 'recycled',
      title: t('localAuthorities.waste.recycledKg'),
      align: 'right',
      render: (_, record) => format.number(record.normalisedKg.recycled),
    },
  ];

  return (
    <PageFrame
      title={name ?? t('localAuthorities.wasteDataTitle')}
      parents={[{ title: t('localAuthorities.title'), path: '/local-authorities' }]}
    >
      <Flex vertical gap="middle">
        {infoError ? <Alert type="error" showIcon title={infoError} data-testid="la-view-error" /> : null}
        {valid && !infoError ? (
          <>
            <ControlsCard
              title={t('localAuthorities.information')}
              controls={row ? <ActAsButton authority={row} /> : null}
              data-testid="la-view-info"
            >
              {info.data ? (
                <Descriptions layout={narrow ? 'vertical' : 'horizontal'} column={{ xs: 1, sm: 2, lg: 3 }} size="small">
                  <Descriptions.Item label={t('localAuthorities.field.name')}>{name}</Descriptions.Item>
                  <Descriptions.Item label={t('localAuthorities.field.councilType')}>
                    {t(`localAuthorities.councilType.${info.data.councilType.code}`, { defaultValue: info.data.councilType.name })}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('localAuthorities.field.district')}>
                    {localizedName(info.data.district, i18n.language)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('localAuthorities.field.province')}>
                    {localizedName(info.data.province, i18n.language)}
                  </Descriptions.Item>
                  {row ? (
                    <>
                      <Descriptions.Item label={t('localAuthorities.field.records', { year: completeness.data?.year })}>
                        {format.number(row.records)}
                      </Descriptions.Item>
                      <Descriptions.Item
                        label={t('localAuthorities.field.months', { year: completeness.data?.year })}
                      >{`${row.monthsWithData}/12`}</Descriptions.Item>
                      <Descriptions.Item label={t('localAuthorities.field.lastEntry')}>
                        {row.lastEntryAt ? format.dateTime(row.lastEntryAt) : t('localAuthorities.never')}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('localAuthorities.field.accounts')}>{format.number(row.accounts)}</Descriptions.Item>
                    </>
                  ) : null}
                </Descriptions>
              ) : (
                <Skeleton active />
              )}
            </ControlsCard>
            <Card title={t('localAuthorities.wasteData')}>
              <PagedTable<WasteRecord>
                result={waste}
                page={search}
                onPageChange={setPage}
                columns={columns}
                sortColumn="period"
                texts={{ loadFailed: t('localAuthorities.wasteFailed'), empty: t('localAuthorities.noWaste') }}
                testIds={{ table: 'la-view-waste', error: 'la-view-waste-error' }}
              />
            </Card>
            <AuthorityCentresCard localAuthorityId={id} />
            <AuthorityMfaCard localAuthorityId={id} name={name ?? id} />
          </>
        ) : null}
      </Flex>
    </PageFrame>
  );
}
