import { errorMessage } from '@waste/shared';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { FormResultAlert, type FormResult } from '../FormResultAlert';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { requiredRule } from '../fieldRules';
import { changePassword } from './api/changePassword';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordCard() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [form] = Form.useForm<ChangePasswordForm>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<FormResult>(null);

  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    setSending(true);
    setResult(null);
    try {
      await changePassword(currentPassword, newPassword);
      form.resetFields();
      setResult({ type: 'success', message: t('profile.passwordChanged') });
    } catch (failure) {
      setResult({ type: 'error', message: errorMessage(failure, t('profile.passwordChangeFailed')) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title={t('profile.changePasswordTitle')}>
      <FormResultAlert result={result} />
      <Form<ChangePasswordForm> form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item label={t('account.currentPassword')} name="currentPassword" rules={[requiredRule(t)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" labelKey="account.newPassword" />
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
          {t('profile.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
