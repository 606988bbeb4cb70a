import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { SubmitFailedAlert } from '../account/SubmitFailedAlert';
import { emailRules } from '../account/fieldRules';
import { useRequestPasswordReset } from '../account/password/api/requestPasswordReset';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { EmailInput } from '../account/EmailInput';
import { SubmitButton } from '../account/SubmitButton';

export function ForgotPasswordPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const request = useRequestPasswordReset();
  // The neutral answer in the user's language; the server's `message` is its English for API clients.
  const sent = request.isSuccess ? t('forgotPassword.sent') : null;

  return (
    <AccountPageFrame
      title={t('forgotPassword.title')}
      subtitle={sent ? undefined : t('forgotPassword.subtitle')}
      footer={<Link to="/signin">{t('account.backToSignIn')}</Link>}
    >
      {sent ? (
        <Alert type="success" title={sent} showIcon role="status" style={{ marginBottom: 16 }} />
      ) : (
        <>
          <SubmitFailedAlert failure={request.error} />
          <Form<{ email: string }> layout="vertical" onFinish={({ email }) => request.mutate(email.trim())} requiredMark={false} noValidate>
            <Form.Item label={t('account.email')} name="email" rules={emailRules(t)}>
              <EmailInput autoFocus />
            </Form.Item>
            <SubmitButton block sending={request.isPending}>
              {t('forgotPassword.submit')}
            </SubmitButton>
          </Form>
        </>
      )}
    </AccountPageFrame>
  );
}
