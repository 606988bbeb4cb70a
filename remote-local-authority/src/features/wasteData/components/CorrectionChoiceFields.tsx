import { requestConstraints } from '@waste/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';

const LIMITS = requestConstraints['POST /local-authority/waste-corrections'];

/** A correction's first step: void the record, or replace it with corrected values; and why (for the administrator). */
export function CorrectionChoiceFields() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <>
      <Form.Item name="action" label={t('corrections.action')} rules={[{ required: true, message: t('corrections.actionRequired') }]}>
        <Radio.Group
          data-testid="correction-action"
          options={[
            { value: 'VOID', label: t('corrections.actionName.VOID') },
            { value: 'REPLACE', label: t('corrections.actionName.REPLACE') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('corrections.reason')}
        extra={t('corrections.reasonHint')}
        rules={[{ required: true, whitespace: true, message: t('corrections.reasonRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={LIMITS.reason.maxLength} showCount data-testid="correction-reason" />
      </Form.Item>
    </>
  );
}
