import { errorMessage } from '@waste/shared';
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { FormResultAlert, type FormResult } from '../FormResultAlert';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { requiredRule } from '../fieldRules';
import { useChangePassword } from './api/changePassword';
import { SubmitButton } from '../SubmitButton';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordCard() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [form] = Form.useForm<ChangePasswordForm>();
  const change = useChangePassword();
  const result: FormResult = change.isSuccess
    ? { type: 'success', message: t('profile.passwordChanged') }
    : change.isError
      ? { type: 'error', message: errorMessage(change.error, t('profile.passwordChangeFailed')) }
      : null;

  const submit = ({ currentPassword, newPassword }: ChangePasswordForm) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.resetFields() });

  return (
    <Card title={t('profile.changePasswordTitle')}>
      <FormResultAlert result={result} />
      <Form<ChangePasswordForm> form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item label={t('account.currentPassword')} name="currentPassword" rules={[requiredRule(t)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" labelKey="account.newPassword" />
        <SubmitButton sending={change.isPending}>{t('profile.changePassword')}</SubmitButton>
      </Form>
    </Card>
  );
}
