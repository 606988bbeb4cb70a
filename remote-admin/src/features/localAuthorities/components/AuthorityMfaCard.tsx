import { colomboYear, queryStatus } from '@waste/shared';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { MfaFigures } from '@/common/MfaFigures';
import { MfaSankey } from '@/common/MfaSankey';
import { MfaYearSelect } from '@/common/MfaYearSelect';
import { useAuthorityMfaSummary } from '../api/authorityView';

/** The authority's plastic flows for a chosen year, as its own dashboard shows them. */
export function AuthorityMfaCard({ localAuthorityId, name }: { localAuthorityId: string; name: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [year, setYear] = useState(colomboYear);
  const summary = useAuthorityMfaSummary(localAuthorityId, year);
  const status = queryStatus(summary, t('mfa.loadFailed'));
  return (
    <Card
      title={t('mfa.summaryTitle', { year })}
      extra={<MfaYearSelect value={year} onChange={setYear} testId="la-view-mfa-year" />}
      data-testid="la-view-mfa"
    >
      {status.error ? (
        <Alert
          type="error"
          showIcon
          title={status.error}
          action={<Button onClick={() => void summary.refetch()}>{t('common:state.retry')}</Button>}
        />
      ) : null}
      {status.loading && !summary.data ? <Skeleton active /> : null}
      {summary.data ? (
        <Flex vertical gap="middle">
          <MfaFigures totals={summary.data.totals} testId="la-view-mfa-figures" />
          {summary.data.estimated ? <Alert type="info" showIcon title={t('mfa.estimated')} /> : null}
          <MfaSankey area={{ level: 'LA', id: localAuthorityId }} year={year} name={name} />
        </Flex>
      ) : null}
    </Card>
  );
}
