import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { EmailInput } from '../EmailInput';
import { SubmitButton } from '../SubmitButton';
import { SubmitFailedAlert } from '../SubmitFailedAlert';
import { emailRules } from '../fieldRules';
import { useResendVerification } from './api/resendVerification';

/** Asks for a new confirmation link; the answer is the same whatever the address, so it never tells who has an account. */
export function ResendVerificationForm({ email }: { email?: string }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const resend = useResendVerification();

  if (resend.isSuccess) {
    return <Alert type="success" title={t('verifyAccount.sent')} showIcon role="status" data-testid="verification-sent" />;
  }
  return (
    <>
      <SubmitFailedAlert failure={resend.error} />
      <Form<{ email: string }>
        layout="vertical"
        onFinish={({ email: typed }) => resend.mutate(typed.trim())}
        initialValues={{ email }}
        requiredMark={false}
        noValidate
      >
        <Form.Item label={t('account.email')} name="email" rules={emailRules(t)}>
          <EmailInput autoFocus={!email} />
        </Form.Item>
        <SubmitButton block sending={resend.isPending} data-testid="resend-verification">
          {t('verifyAccount.resend')}
        </SubmitButton>
      </Form>
    </>
  );
}
