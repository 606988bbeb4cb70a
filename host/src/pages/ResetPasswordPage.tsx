import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { SubmitFailedAlert } from '../account/SubmitFailedAlert';
import { NewPasswordFields } from '../account/password/NewPasswordFields';
import { useResetPassword } from '../account/password/api/resetPassword';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { SubmitButton } from '../account/SubmitButton';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** Reached from the emailed link `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const done = reset.isSuccess;

  return (
    <AccountPageFrame
      title={t('resetPassword.title')}
      footer={<Link to="/signin">{done ? t('resetPassword.goToSignIn') : t('account.backToSignIn')}</Link>}
    >
      {done ? (
        <Alert type="success" title={t('resetPassword.success')} showIcon role="status" style={{ marginBottom: 16 }} />
      ) : (
        <>
          <SubmitFailedAlert failure={reset.error} />
          <Form<ResetForm> layout="vertical" onFinish={({ password }) => reset.mutate({ token, password })} requiredMark={false}>
            <NewPasswordFields name="password" labelKey="account.newPassword" autoFocus />
            <SubmitButton block sending={reset.isPending}>
              {t('resetPassword.submit')}
            </SubmitButton>
          </Form>
        </>
      )}
    </AccountPageFrame>
  );
}
