import { useFormatters } from '@waste/shared';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import type { ReturnFormValues } from './returnFormValues';

export type ReturnGroup = 'intake' | 'output' | 'rejected';

interface SectionTotalProps {
  form: FormInstance<ReturnFormValues>;
  group: ReturnGroup;
  /** The entries the section offers: a figure kept for another plastic type's product is not counted. */
  ids: readonly string[];
  /** The form item's id, which its label names. */
  id?: string;
}

/** The group's kilograms as typed (its lines of the offered entries); a plausibility warning of the month's total shows below it. */
function SectionTotalValue({ form, group, ids, id }: SectionTotalProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const lines = Form.useWatch(group, form) as Record<string, number | null | undefined> | undefined;
  const total = ids.reduce((sum, entryId) => {
    const kg = lines?.[entryId];
    return sum + (typeof kg === 'number' && kg > 0 ? kg : 0);
  }, 0);
  return (
    <output id={id} data-testid={`${group}-total`}>
      {format.number(total)} {t('unit.kg')}
    </output>
  );
}

/** The month's total of a group, as a form item so that a warning about it (`totals.<group>`) has its place. */
export function SectionTotal({ form, group, ids }: Omit<SectionTotalProps, 'id'>) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <Form.Item name={['totals', group]} label={t(`plausibility.total.${group}`)} style={{ marginBottom: 0 }}>
      <SectionTotalValue form={form} group={group} ids={ids} />
    </Form.Item>
  );
}
