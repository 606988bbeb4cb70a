import { errorMessage } from '@waste/shared';
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { emailRules } from '../account/fieldRules';
import { requestPasswordReset } from '../account/password/api/requestPasswordReset';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { EmailInput } from '../account/EmailInput';

export function ForgotPasswordPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit({ email }: { email: string }) {
    setSending(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setSent(message || t('forgotPassword.sent'));
    } catch (failure) {
      setError(errorMessage(failure, t('error.somethingWentWrong')));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountPageFrame title={t('forgotPassword.title')} subtitle={sent ? undefined : t('forgotPassword.subtitle')}>
      {sent ? (
        <Alert type="success" title={sent} showIcon role="status" style={{ marginBottom: 16 }} />
      ) : (
        <>
          {error ? <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
          <Form<{ email: string }> layout="vertical" onFinish={submit} requiredMark={false} noValidate>
            <Form.Item label={t('account.email')} name="email" rules={emailRules(t)}>
              <EmailInput autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
              {t('forgotPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/signin">{t('account.backToSignIn')}</Link>
      </Typography.Paragraph>
    </AccountPageFrame>
  );
}
