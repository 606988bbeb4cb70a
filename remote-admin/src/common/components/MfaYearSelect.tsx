import { chartYears } from '@waste/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

/** The year an MFA summary is for: this year in Sri Lanka and the nine before. */
export function MfaYearSelect({ value, onChange, testId }: { value: number; onChange: (year: number) => void; testId?: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Select
      value={value}
      onChange={onChange}
      options={chartYears().map((year) => ({ value: year, label: String(year) }))}
      aria-label={t('mfa.year')}
      style={{ width: 96 }}
      data-testid={testId}
    />
  );
}
