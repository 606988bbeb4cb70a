import type { BodyPath } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';

const TOTALS = ['intake', 'output', 'rejected'];

/**
 * A plausibility warning's field of a return in words: a month's total (`intake`, `output`, `rejected`, the only
 * fields the recycler's checks name), and the unit of its expected range, kg of the month.
 */
export function useReturnFieldWords() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return ([name]: BodyPath) => ({
    label: typeof name === 'string' && TOTALS.includes(name) ? t(`plausibility.total.${name}`) : String(name),
    unit: t('plausibility.unit'),
  });
}
