import { errorMessage, requestConstraints, ROLE, serverFieldErrors, useToast, type RoleCode } from '@waste/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useCreateAccount, type NewAccount } from '../api/createAccount';
import { AccountRoleFields, type RoleValues } from './AccountRoleFields';

type Values = RoleValues & { email: string; firstName: string; lastName: string; phone?: string; organisation?: string };

const LIMITS = requestConstraints['POST /users'];

/**
 * A new account with its roles and the authority or recycler it acts for. No password is chosen here: the server
 * mails its holder a one-time link to choose one (docs/adr/0261).
 */
export function CreateAccountModal({ open, onClose, initialRoles }: { open: boolean; onClose: () => void; initialRoles?: RoleCode[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateAccount();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: Values) => {
    const roles = values.roles ?? [];
    const account: NewAccount = {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
      ...(values.organisation?.trim() ? { organisation: values.organisation.trim() } : {}),
      roles,
      defaultRole: values.defaultRole as NewAccount['defaultRole'],
      ...(roles.includes(ROLE.LOCAL_AUTHORITY) ? { localAuthorityId: values.localAuthorityId } : {}),
      ...(roles.includes(ROLE.RECYCLER) ? { recyclerId: values.recyclerId } : {}),
    };
    setFailure(null);
    try {
      await create.mutateAsync(account);
      toast.success(t('accounts.created', { email: account.email }));
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(serverFieldErrors(error));
      setFailure(errorMessage(error, t('accounts.createFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('accounts.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('accounts.createOk')}
      confirmLoading={create.isPending}
      data-testid="create-account-modal"
    >
      <Alert type="info" showIcon title={t('accounts.linkNote')} style={{ marginBottom: 16 }} data-testid="create-account-link-note" />
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="create-account-error" /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void save(values)}
        initialValues={initialRoles ? { roles: initialRoles, defaultRole: initialRoles[0] } : undefined}
      >
        <Form.Item
          name="email"
          label={t('accounts.field.email')}
          rules={[
            { required: true, message: t('common:validation.required') },
            { type: 'email', message: t('common:validation.email') },
          ]}
        >
          <Input autoComplete="off" data-testid="account-email" />
        </Form.Item>
        <Form.Item
          name="firstName"
          label={t('accounts.field.firstName')}
          rules={[{ required: true, whitespace: true, message: t('common:validation.required') }]}
        >
          <Input data-testid="account-first-name" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={t('accounts.field.lastName')}
          rules={[{ required: true, whitespace: true, message: t('common:validation.required') }]}
        >
          <Input data-testid="account-last-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('accounts.field.phone')}>
          <Input data-testid="account-phone" />
        </Form.Item>
        <Form.Item name="organisation" label={t('accounts.field.organisation')}>
          <Input maxLength={LIMITS?.organisation?.maxLength} data-testid="account-organisation" />
        </Form.Item>
        <AccountRoleFields />
      </Form>
    </Modal>
  );
}
