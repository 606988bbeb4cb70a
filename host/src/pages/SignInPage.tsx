import { errorMessage, signedInAtom, signIn } from '@waste/shared';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { isAxiosError } from 'axios';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { EmailInput } from '../account/EmailInput';
import { PublicPageFrame } from './PublicPageFrame';
import { PublicPanel } from './PublicPanel';
import { isEmailNotVerified, returnPathOf, signInEmailOf, signInNoticeOf, type SignInState } from './signInState';

interface SignInForm {
  username: string;
  password: string;
  rememberMe?: boolean;
}

export function SignInPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { state } = useLocation();
  const signedIn = useAtomValue(signedInAtom);
  const notice = signInNoticeOf(state);
  const email = signInEmailOf(state);
  const [error, setError] = useState<string | null>(null);
  // Set when the account's email is not confirmed yet: the way to a new link, with the address typed.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit({ username, password, rememberMe }: SignInForm) {
    setSending(true);
    setError(null);
    setUnconfirmed(null);
    try {
      // Signed in, this page renders the way on (below).
      await signIn(username.trim(), password, rememberMe === true);
    } catch (failure) {
      const invalid = isAxiosError(failure) && failure.response?.status === 401;
      if (isEmailNotVerified(failure)) {
        setError(t('signin.emailNotVerified'));
        setUnconfirmed(username.trim());
      } else setError(invalid ? t('signin.invalidCredentials') : errorMessage(failure, t('error.somethingWentWrong')));
      setSending(false);
    }
  }

  // Signed in (just now, or already when opening /signin): on to the page asked for, or the dashboard.
  if (signedIn) return <Navigate to={returnPathOf(state)} replace />;

  return (
    <PublicPageFrame>
      <PublicPanel>
        <Typography.Title level={2}>{t('signin.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('signin.subtitle')}</Typography.Paragraph>
        {notice && !error ? (
          <Alert
            type={notice === 'signin.refreshFailed' ? 'warning' : 'success'}
            title={t(notice)}
            showIcon
            role="status"
            data-testid="signin-notice"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {error ? (
          <Alert
            type="error"
            title={error}
            description={
              unconfirmed === null ? undefined : (
                <Link to="/verify-account" state={{ email: unconfirmed } satisfies SignInState} data-testid="signin-resend-verification">
                  {t('signin.resendVerification')}
                </Link>
              )
            }
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form<SignInForm> layout="vertical" onFinish={submit} requiredMark={false} noValidate initialValues={{ username: email }}>
          <Form.Item
            label={t('signin.email')}
            name="username"
            rules={[
              { required: true, message: t('validation.required') },
              { type: 'email', message: t('validation.email') },
            ]}
          >
            <EmailInput autoComplete="username" autoFocus={!email} />
          </Form.Item>
          <Form.Item label={t('signin.password')} name="password" rules={[{ required: true, message: t('validation.required') }]}>
            <Input.Password autoComplete="current-password" autoFocus={Boolean(email)} />
          </Form.Item>
          <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
            <Form.Item name="rememberMe" valuePropName="checked" noStyle>
              <Checkbox>{t('signin.rememberMe')}</Checkbox>
            </Form.Item>
            <Link to="/forgot-password">{t('signin.forgotPassword')}</Link>
          </Flex>
          <Button type="primary" htmlType="submit" block loading={sending}>
            {t('signin.submit')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          {t('signin.noAccount')} <Link to="/signup">{t('signin.signUpLink')}</Link>
        </Typography.Paragraph>
      </PublicPanel>
    </PublicPageFrame>
  );
}
