import { colomboYear, queryStatus, useFormatters } from '@waste/shared';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useNationalMfaSummary } from '@/common/api/mfa';
import { MfaFigures } from '@/common/MfaFigures';
import { MfaSankey } from '@/common/MfaSankey';
import { MfaYearSelect } from '@/common/MfaYearSelect';

/** The nation's plastic flows for a chosen year: totals, how many authorities they rest on, and the Sankey. */
export function NationalMfaCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const [year, setYear] = useState(colomboYear);
  const summary = useNationalMfaSummary(year);
  const status = queryStatus(summary, t('mfa.loadFailed'));
  const data = summary.data;
  return (
    <Card
      title={t('mfa.nationalTitle', { year })}
      extra={<MfaYearSelect value={year} onChange={setYear} testId="national-mfa-year" />}
      data-testid="national-mfa"
    >
      {status.error ? (
        <Alert
          type="error"
          showIcon
          title={status.error}
          action={<Button onClick={() => void summary.refetch()}>{t('common:state.retry')}</Button>}
        />
      ) : null}
      {status.loading && !data ? <Skeleton active /> : null}
      {data ? (
        <Flex vertical gap="middle">
          <MfaFigures totals={data.totals} testId="national-mfa-figures" />
          <Typography.Text type="secondary" data-testid="national-mfa-coverage">
            {t('mfa.coverage', { withData: format.number(data.authoritiesWithData), authorities: format.number(data.authorities) })}
          </Typography.Text>
          <MfaSankey area={{ level: 'NATIONAL' }} year={year} name={t('mfa.nation')} />
        </Flex>
      ) : null}
    </Card>
  );
}
