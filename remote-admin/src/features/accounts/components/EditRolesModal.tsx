import { errorMessage, ROLE, serverFieldErrors, useToast, type RoleCode } from '@waste/shared';
import { Alert, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { Account } from '@/common/api/searchAccounts';
import { AccountRoleFields, type RoleValues } from '@/common/components/AccountRoleFields';
import { useUpdateAccount } from '../api/updateAccount';

/** Give or take roles; a sign-up waiting in the queue gets its first ones here. */
export function EditRolesModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const [form] = Form.useForm<RoleValues>();
  const update = useUpdateAccount();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!account) return;
    form.setFieldsValue({
      roles: account.roles as RoleCode[],
      defaultRole: (account.defaultRole ?? undefined) as RoleCode | undefined,
      localAuthorityId: account.localAuthorityId ?? undefined,
      recyclerId: account.recyclerId ?? undefined,
    });
  }, [account, form]);

  // A failure belongs to one opening: the next account opens without it.
  const close = () => {
    setFailure(null);
    onClose();
  };

  const save = async (values: RoleValues) => {
    if (!account) return;
    const roles = values.roles ?? [];
    try {
      await update.mutateAsync({
        id: account.id,
        change: {
          roles,
          defaultRole: values.defaultRole,
          ...(roles.includes(ROLE.LOCAL_AUTHORITY) ? { localAuthorityId: values.localAuthorityId } : {}),
          ...(roles.includes(ROLE.RECYCLER) ? { recyclerId: values.recyclerId } : {}),
        },
      });
      toast.success(t('accounts.saved'));
      close();
    } catch (error) {
      // What was chosen stays in the form.
      form.setFields(serverFieldErrors(error));
      setFailure(errorMessage(error, t('accounts.saveFailed')));
    }
  };

  return (
    <Modal
      open={account !== null}
      title={t('accounts.editRoles', { name: account ? `${account.firstName} ${account.lastName}` : '' })}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('accounts.save')}
      confirmLoading={update.isPending}
      destroyOnHidden
      data-testid="edit-roles-modal"
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <AccountRoleFields />
      </Form>
    </Modal>
  );
}
