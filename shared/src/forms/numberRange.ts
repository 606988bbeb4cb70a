import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { formatNumber } from '../format/useFormatters';

/** A field's bounds as the server's schema declares them (`requestConstraints[...][field]`). */
export interface NumberLimits {
  minimum?: number;
  maximum?: number;
}

export type NumberRangeBreach = 'belowMinimum' | 'aboveMaximum';

export function numberRangeBreach(value: number | null | undefined, { minimum, maximum }: NumberLimits): NumberRangeBreach | null {
  if (value == null) return null;
  if (minimum !== undefined && value < minimum) return 'belowMinimum';
  if (maximum !== undefined && value > maximum) return 'aboveMaximum';
  return null;
}

/**
 * Refuses a number outside the server's bounds with the reason, and leaves what was typed as it is:
 * an input that clamps would turn -5 into 0 without a word and let it pass.
 */
export function numberRangeRule(t: TFunction, limits: NumberLimits): FormRule {
  return {
    validator: (_, value: number | null | undefined) => {
      const breach = numberRangeBreach(value, limits);
      if (breach === 'belowMinimum') {
        const message =
          limits.minimum === 0 ? t('validation.notNegative') : t('validation.belowMinimum', { minimum: formatNumber(limits.minimum ?? 0) });
        return Promise.reject(new Error(message));
      }
      if (breach === 'aboveMaximum')
        return Promise.reject(new Error(t('validation.aboveMaximum', { maximum: formatNumber(limits.maximum ?? 0) })));
      return Promise.resolve();
    },
  };
}
