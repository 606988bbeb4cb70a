import { requestConstraints, serverFieldErrors, signedInAtom } from '@waste/shared';
import { Form, Input } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { SubmitFailedAlert } from '../account/SubmitFailedAlert';
import { emailRules, nameRules, phoneRules, requiredRule } from '../account/fieldRules';
import { NewPasswordFields } from '../account/password/NewPasswordFields';
import { useSignUp, type SignUpRequest } from '../account/signup/api/signUp';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import type { SignInState } from './signInState';
import { EmailInput } from '../account/EmailInput';
import { SubmitButton } from '../account/SubmitButton';

type SignUpForm = SignUpRequest & { confirmPassword: string };

const ORGANISATION_MAX = requestConstraints['POST /auth/signup'].organisation.maxLength;

export function SignUpPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const navigate = useNavigate();
  const signedIn = useAtomValue(signedInAtom);
  const [form] = Form.useForm<SignUpForm>();
  const signUp = useSignUp();

  function submit({ confirmPassword: _confirm, ...values }: SignUpForm) {
    const email = values.email.trim();
    const request = {
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email,
      phone: values.phone.trim(),
      organisation: values.organisation.trim(),
    };
    signUp.mutate(request, {
      onSuccess: () => {
        const next: SignInState = { notice: 'signup.checkEmail', email };
        navigate('/signin', { state: next });
      },
      onError: (failure) => form.setFields(serverFieldErrors<SignUpForm>(failure)),
    });
  }

  if (signedIn) return <Navigate to="/dashboard" replace />;

  return (
    <AccountPageFrame
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')} <Link to="/signin">{t('signup.signInLink')}</Link>
        </>
      }
    >
      <SubmitFailedAlert failure={signUp.error} />
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
        {/* Whom the person works for: the super admin reads it in the role queue before giving a role. */}
        <Form.Item
          label={t('account.organisation')}
          name="organisation"
          extra={t('signup.organisationHint')}
          rules={[requiredRule(t), { max: ORGANISATION_MAX, message: t('account.validation.maxLength', { count: ORGANISATION_MAX }) }]}
        >
          <Input autoComplete="organization" maxLength={ORGANISATION_MAX} />
        </Form.Item>
        <NewPasswordFields name="password" labelKey="account.password" />
        <SubmitButton block sending={signUp.isPending}>
          {t('signup.submit')}
        </SubmitButton>
      </Form>
    </AccountPageFrame>
  );
}
