import { errorMessage } from '@waste/shared';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { emailRules, nameRules, phoneRules } from '../account/fieldRules';
import { NewPasswordFields } from '../account/password/NewPasswordFields';
import { signUp, type SignUpRequest } from '../account/signup/api/signUp';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import type { SignInNotice } from './signInNotice';

type SignUpForm = SignUpRequest & { confirmPassword: string };

export function SignUpPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit({ confirmPassword: _confirm, ...form }: SignUpForm) {
    setSending(true);
    setError(null);
    try {
      await signUp({ ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), phone: form.phone.trim() });
      const notice: SignInNotice = { notice: 'signup.checkEmail' };
      navigate('/signin', { state: notice });
    } catch (failure) {
      setError(errorMessage(failure, t('error.somethingWentWrong')));
      setSending(false);
    }
  }

  return (
    <AccountPageFrame title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {error ? <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form<SignUpForm> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label={t('account.firstName')} name="firstName" rules={nameRules(t)}>
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item label={t('account.lastName')} name="lastName" rules={nameRules(t)}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label={t('account.email')} name="email" rules={emailRules(t)}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('account.phone')} name="phone" rules={phoneRules(t)}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <NewPasswordFields name="password" labelKey="account.password" />
        <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
          {t('signup.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('signup.haveAccount')} <Link to="/signin">{t('signup.signInLink')}</Link>
      </Typography.Paragraph>
    </AccountPageFrame>
  );
}
