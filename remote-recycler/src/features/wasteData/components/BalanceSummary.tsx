import { useFormatters } from '@waste/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import type { Balance } from '../rules/massBalance';

/** Both sides of the mass balance and the gap between them, as the figures are typed. */
export function BalanceSummary({ balance }: { balance: Balance }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const kg = (value: number) => `${format.number(value)} ${t('unit.kg')}`;
  const sides = t('balance.sides', { inKg: kg(balance.inKg), outKg: kg(balance.outKg) });
  return balance.balanced ? (
    <Alert type="success" showIcon title={t('balance.balanced')} description={sides} data-testid="balance-summary" />
  ) : (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('balance.gap', { gap: kg(Math.abs(balance.gapKg)), tolerance: kg(balance.toleranceKg) })}
      description={`${sides} ${t(balance.gapKg > 0 ? 'balance.moreIn' : 'balance.moreOut')}`}
      data-testid="balance-gap"
    />
  );
}
