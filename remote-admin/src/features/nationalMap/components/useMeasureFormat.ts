import { useFormatters } from '@waste/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { Measure } from '../rules/measures';

/** A measure's value as the map, its legend and its table write it: shares in whole percent, leakage in kg to one decimal. */
export function useMeasureFormat() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  return useCallback(
    (measure: Measure, value: number | null): string => {
      if (value === null) return t('nationalMap.noData');
      return measure === 'leakage'
        ? t('nationalMap.kgPerPerson', { value: format.number(Math.round(value * 10) / 10) })
        : t('nationalMap.percent', { value: format.number(Math.round(value * 100)) });
    },
    [t, format],
  );
}
