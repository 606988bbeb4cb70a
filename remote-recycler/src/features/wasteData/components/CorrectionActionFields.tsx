import { requestConstraints } from '@waste/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { CORRECTION_ACTIONS } from './correctionForm';

/** The server's bound of the reason (generated from its schema): the field takes no more. */
const REASON_MAX = requestConstraints['POST /recycler/waste-corrections'].reason.maxLength;

/** The correction's first step: void the return or replace it, and why (the administrator reads it). */
export function CorrectionActionFields({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const required = { required: true, message: t('common:validation.required') };
  return (
    <div hidden={hidden}>
      <Form.Item name="action" label={t('correction.field.action')} rules={[required]}>
        <Radio.Group
          data-testid="correction-action"
          options={CORRECTION_ACTIONS.map((value) => ({ value, label: t(`correction.action.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('correction.field.reason')}
        extra={t('correction.reasonHint')}
        rules={[{ ...required, whitespace: true }]}
      >
        <Input.TextArea rows={4} showCount maxLength={REASON_MAX} data-testid="correction-reason" />
      </Form.Item>
    </div>
  );
}
