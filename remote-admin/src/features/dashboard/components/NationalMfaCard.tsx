import { colomboYear, useFormatters } from '@waste/shared';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { MfaSummary } from '@/common/components/MfaSummary';
import { MfaYearSelect } from '@/common/components/MfaYearSelect';
import { AreaReconciliation } from '@/common/components/AreaReconciliation';
import { useNationalMfaSummary } from '@/common/api/getNationalMfaSummary';
import { FiguresBasis } from './FiguresBasis';

const NATION = { level: 'NATIONAL' } as const;

/** The nation's plastic flows for a chosen year: totals, how many authorities they rest on, and the Sankey. */
export function NationalMfaCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const [year, setYear] = useState(colomboYear);
  const summary = useNationalMfaSummary(year);
  return (
    <Card
      title={t('mfa.nationalTitle', { year })}
      extra={<MfaYearSelect value={year} onChange={setYear} testId="national-mfa-year" />}
      data-testid="national-mfa"
    >
      <MfaSummary
        summary={summary}
        area={NATION}
        year={year}
        name={t('mfa.nation')}
        figuresTestId="national-mfa-figures"
        note={(data) => (
          <>
            <Typography.Text type="secondary" data-testid="national-mfa-coverage">
              {t('mfa.coverage', { withData: format.number(data.authoritiesWithData), authorities: format.number(data.authorities) })}
            </Typography.Text>
            <FiguresBasis
              year={data.year}
              withData={format.number(data.authoritiesWithData)}
              estimated={format.number(data.estimatedAuthorityIds.length)}
            />
          </>
        )}
      />
      <AreaReconciliation year={year} />
    </Card>
  );
}
