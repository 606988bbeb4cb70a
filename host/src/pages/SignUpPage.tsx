import { errorMessage, serverFieldErrors, signedInAtom } from '@waste/shared';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { emailRules, nameRules, phoneRules } from '../account/fieldRules';
import { NewPasswordFields } from '../account/password/NewPasswordFields';
import { signUp, type SignUpRequest } from '../account/signup/api/signUp';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import type { SignInState } from './signInState';
import { EmailInput } from '../account/EmailInput';

type SignUpForm = SignUpRequest & { confirmPassword: string };

export function SignUpPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const navigate = useNavigate();
  const signedIn = useAtomValue(signedInAtom);
  const [form] = Form.useForm<SignUpForm>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit({ confirmPassword: _confirm, ...values }: SignUpForm) {
    setSending(true);
    setError(null);
    try {
      const email = values.email.trim();
      await signUp({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email, phone: values.phone.trim() });
      const next: SignInState = { notice: 'signup.checkEmail', email };
      navigate('/signin', { state: next });
    } catch (failure) {
      form.setFields(serverFieldErrors<SignUpForm>(failure));
      setError(errorMessage(failure, t('error.somethingWentWrong')));
      setSending(false);
    }
  }

  if (signedIn) return <Navigate to="/dashboard" replace />;

  return (
    <AccountPageFrame title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {error ? <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form<SignUpForm> form={form} layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        <Form.Item label={t('account.firstName')} name="firstName" rules={nameRules(t)}>
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item label={t('account.lastName')} name="lastName" rules={nameRules(t)}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label={t('account.email')} name="email" rules={emailRules(t)}>
          <EmailInput />
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
