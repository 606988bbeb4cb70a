import { Form, type FormItemProps, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { numberRangeRule, type NumberLimits } from './numberRange';
import { QuantityInput, type QuantityValue } from './QuantityInput';

export interface QuantityFormItemProps extends Pick<FormItemProps, 'name' | 'label' | 'dependencies' | 'extra'> {
  limits: NumberLimits;
  required?: boolean;
  /** The unit, shown inside the field. */
  suffix?: ReactNode;
  /** Rules over other fields too (e.g. parts of a total): they run only once this field's own value is acceptable. */
  rules?: FormRule[];
}

/**
 * A quantity, an amount of money, any number a person types: kept as typed (no clamping, no clearing), refused with
 * its reason when it is not a number or outside the server's bounds, and a phone shows its number keyboard.
 */
export function QuantityFormItem({ limits, required = false, suffix, rules = [], ...item }: QuantityFormItemProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const requiredRule: FormRule[] = required ? [{ required: true, message: t('validation.required') }] : [];
  const numberRule: FormRule = {
    validator: (_, value: QuantityValue) =>
      typeof value === 'string' ? Promise.reject(new Error(t('validation.notANumber'))) : Promise.resolve(),
  };
  return (
    <Form.Item {...item} validateFirst rules={[...requiredRule, numberRule, numberRangeRule(t, limits), ...rules]}>
      <QuantityInput suffix={suffix} />
    </Form.Item>
  );
}
