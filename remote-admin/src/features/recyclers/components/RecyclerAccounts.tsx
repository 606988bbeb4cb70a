import { errorMessage, requestConstraints, useToast } from '@waste/shared';
import { Alert, Button, Card, Form, Input, List, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useCreateRecyclerAccount, type RecyclerAccountInput } from '../api/createRecyclerAccount';
import type { Recycler } from '../api/getRecycler';

const LIMITS = requestConstraints['POST /recycler/create-account'];

type AccountValues = Omit<RecyclerAccountInput, 'recyclerId'>;

/**
 * The recycler's sign-in accounts, and a new one (role 004 on this recycler). No password is chosen or
 * shown here: its holder gets the one-time link of the password-reset flow by mail.
 */
export function RecyclerAccounts({ recycler }: { recycler: Recycler }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const [form] = Form.useForm<AccountValues>();
  const create = useCreateRecyclerAccount();
  const [created, setCreated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const required: Rule = { required: true, whitespace: true, message: t('common:validation.required') };

  const submit = async (values: AccountValues) => {
    setFailure(null);
    setCreated(null);
    try {
      const account = await create.mutateAsync({ ...values, recyclerId: recycler.id });
      setCreated(account.email);
      toast.success(t('recyclers.account.created', { email: account.email }));
      form.resetFields();
    } catch (error) {
      const message = errorMessage(error, t('common:error.unknown'));
      toast.error(message);
      setFailure(message);
    }
  };

  return (
    <Card title={t('recyclers.account.title')} data-testid="recycler-accounts">
      <List
        size="small"
        locale={{ emptyText: <Typography.Text type="secondary">{t('recyclers.account.none')}</Typography.Text> }}
        dataSource={recycler.accounts}
        renderItem={(account) => (
          <List.Item key={account.id}>
            {account.name} · {account.email}
          </List.Item>
        )}
        style={{ marginBottom: 16 }}
      />
      {created ? (
        <Alert
          type="success"
          showIcon
          title={t('recyclers.account.created', { email: created })}
          style={{ marginBottom: 16 }}
          data-testid="account-created"
        />
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="account-error" /> : null}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 480 }} data-testid="account-form">
        <Form.Item
          name="email"
          label={t('recyclers.account.email')}
          validateFirst
          rules={[required, { type: 'email', message: t('recyclers.validation.email') }, { max: LIMITS.email.maxLength }]}
        >
          <Input type="email" autoComplete="off" maxLength={LIMITS.email.maxLength} />
        </Form.Item>
        <Form.Item name="firstName" label={t('recyclers.account.firstName')} rules={[required]}>
          <Input maxLength={LIMITS.firstName.maxLength} />
        </Form.Item>
        <Form.Item name="lastName" label={t('recyclers.account.lastName')} rules={[required]}>
          <Input maxLength={LIMITS.lastName.maxLength} />
        </Form.Item>
        <Button htmlType="submit" loading={create.isPending} data-testid="create-account">
          {t('recyclers.account.create')}
        </Button>
      </Form>
    </Card>
  );
}
