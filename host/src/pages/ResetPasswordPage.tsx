import { errorMessage } from '@waste/shared';
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { NewPasswordFields } from '../account/password/NewPasswordFields';
import { resetPassword } from '../account/password/api/resetPassword';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** Reached from the emailed link `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit({ password }: ResetForm) {
    setSending(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, t('error.somethingWentWrong')));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountPageFrame title={t('resetPassword.title')}>
      {done ? (
        <Alert type="success" title={t('resetPassword.success')} showIcon role="status" style={{ marginBottom: 16 }} />
      ) : (
        <>
          {error ? <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
          <Form<ResetForm> layout="vertical" onFinish={submit} requiredMark={false}>
            <NewPasswordFields name="password" labelKey="account.newPassword" autoFocus />
            <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
              {t('resetPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/signin">{done ? t('resetPassword.goToSignIn') : t('account.backToSignIn')}</Link>
      </Typography.Paragraph>
    </AccountPageFrame>
  );
}
