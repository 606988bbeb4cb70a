import { errorMessage, serverFieldErrors, useToast } from '@waste/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useSetSupportContact, useSupportContact, type SupportContactChange } from '../api/supportContact';

/** The support contact every user's Help page shows (docs/adr/0263); an empty field clears it. */
export function SupportContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const [form] = Form.useForm<SupportContactChange>();
  const current = useSupportContact(open);
  const save = useSetSupportContact();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SupportContactChange) => {
    setFailure(null);
    try {
      await save.mutateAsync({ name: values.name ?? '', email: values.email?.trim() ?? '', phone: values.phone?.trim() ?? '' });
      toast.success(t('accounts.supportContact.saved'));
      onClose();
    } catch (error) {
      form.setFields(serverFieldErrors(error));
      setFailure(errorMessage(error, t('accounts.saveFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('accounts.supportContact.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('accounts.supportContact.save')}
      confirmLoading={save.isPending}
      destroyOnHidden
      data-testid="support-contact-modal"
    >
      <Alert type="info" showIcon title={t('accounts.supportContact.note')} style={{ marginBottom: 16 }} />
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      {current.data ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={{ name: current.data.name ?? '', email: current.data.email ?? '', phone: current.data.phone ?? '' }}
        >
          <Form.Item name="name" label={t('accounts.supportContact.name')}>
            <Input maxLength={120} data-testid="support-contact-name" />
          </Form.Item>
          <Form.Item name="email" label={t('accounts.field.email')} rules={[{ type: 'email', message: t('common:validation.email') }]}>
            <Input data-testid="support-contact-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('accounts.field.phone')}>
            <Input data-testid="support-contact-phone" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
