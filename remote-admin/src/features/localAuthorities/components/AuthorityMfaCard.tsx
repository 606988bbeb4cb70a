import { colomboYear } from '@waste/shared';
import { Alert, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { MfaSummary } from '@/common/components/MfaSummary';
import { MfaYearSelect } from '@/common/components/MfaYearSelect';
import { useAuthorityMfaSummary } from '../api/getAuthorityMfaSummary';

/** The authority's plastic flows for a chosen year, as its own dashboard shows them. */
export function AuthorityMfaCard({ localAuthorityId, name }: { localAuthorityId: string; name: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [year, setYear] = useState(colomboYear);
  const summary = useAuthorityMfaSummary(localAuthorityId, year);
  return (
    <Card
      title={t('mfa.summaryTitle', { year })}
      extra={<MfaYearSelect value={year} onChange={setYear} testId="la-view-mfa-year" />}
      data-testid="la-view-mfa"
    >
      <MfaSummary
        summary={summary}
        area={{ level: 'LA', id: localAuthorityId }}
        year={year}
        name={name}
        figuresTestId="la-view-mfa-figures"
        note={(data) => (data.estimated ? <Alert type="info" showIcon title={t('mfa.estimated')} /> : null)}
      />
    </Card>
  );
}
