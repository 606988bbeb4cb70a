import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

export interface DiscardRequestModalProps {
  open: boolean;
  pending: boolean;
  /** Resolves true once discarded: the reason is then cleared. */
  onDiscard: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Discarding any request, parameters or correction, asks why: the sender reads the reason under the Rejected tag. */
export function DiscardRequestModal({ open, pending, onDiscard, onCancel }: DiscardRequestModalProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('requests.discardTitle')}
      okText={t('requests.discard')}
      okButtonProps={{ loading: pending, ...{ 'data-testid': 'request-discard-confirm' } }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => void onDiscard(reason).then((done) => done && form.resetFields())}
        preserve
      >
        <Form.Item
          name="reason"
          label={t('requests.field.discardReason')}
          rules={[{ required: true, whitespace: true, message: t('requests.reasonRequired') }, { max: 2000 }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="request-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
