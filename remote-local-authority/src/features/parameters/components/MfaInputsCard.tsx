import { ListTable, QueryState, tonnes, useFormatters, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useMfaDataInputs, type MfaDataInputs } from '../api/getMfaDataInputs';
import { SourceTag } from './SourceTag';

const SHARES = new Set(['plasticShare', 'hardShare', 'defaultCollectionShare', 'householdBurnShare']);

/** The authority's MFA parameters with their sources, and the year's figures from its own data. */
export function MfaInputsCard({ year, scope }: { year: number; scope: LocalAuthorityScope }) {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const inputs = useMfaDataInputs(year, scope);
  const data = inputs.data;
  const value = (row: MfaDataInputs['parameters'][number]) =>
    SHARES.has(row.key)
      ? `${format.number(Math.round(row.value * 1000) / 10)} %`
      : `${format.number(row.value)} ${t(`mfa.unit.${row.key}`)}`;

  return (
    <>
      <Card title={t('mfa.parametersTitle')} data-testid="mfa-parameters">
        <QueryState query={inputs} loadFailed={t('mfa.loadFailed')} retry={false}>
          {({ parameters }) => (
            <ListTable
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={parameters}
              columns={[
                { title: t('mfa.parameter'), dataIndex: 'key', render: (key: string) => t(`mfa.param.${key}`) },
                { title: t('mfa.value'), key: 'value', render: (_, row) => value(row) },
                { title: t('mfa.source.title'), key: 'source', render: (_, row) => <SourceTag source={row.source} /> },
              ]}
            />
          )}
        </QueryState>
      </Card>
      <Card title={t('mfa.dataInputTitle')} data-testid="mfa-data-input">
        {data ? (
          <Flex vertical gap="middle">
            {data.reported ? (
              <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
                <Descriptions.Item label={t('mfa.records')}>{format.number(data.reported.records)}</Descriptions.Item>
                <Descriptions.Item label={t('mfa.coveredDays')}>
                  {t('mfa.daysOf', { covered: data.reported.coveredDays, days: data.reported.days })}
                </Descriptions.Item>
                {(['collectedKg', 'recoveredKg', 'recycledKg', 'rejectedKg', 'discardedKg'] as const).map((key) => (
                  <Descriptions.Item key={key} label={t(`mfa.reported.${key}`)}>
                    {format.tonnes(tonnes(data.reported![key]))} {t('mfa.t')}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t('mfa.noRecords', { year })}</Typography.Text>
            )}
            {data.flags.map((flag) => (
              <Alert
                key={flag.code}
                type={flag.code === 'PROVISIONAL_DEFAULTS' ? 'info' : 'warning'}
                showIcon
                title={t(`mfa.flag.${flag.code}`)}
                description={i18n.language === 'en' ? flag.message : undefined}
                data-testid={`mfa-flag-${flag.code}`}
              />
            ))}
          </Flex>
        ) : null}
      </Card>
    </>
  );
}
