import { errorMessage } from '@waste/shared';
import { Alert, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { ResendVerificationForm } from '../account/signup/ResendVerificationForm';
import { useVerifyAccount } from '../account/signup/api/verifyAccount';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { signInEmailOf } from './signInState';

/**
 * Reached from the link mailed to a new account `/verify-account?token=…`: the account counts from here.
 * Without a token (from sign-in, for an account still waiting) or with a spent one, it offers a new link.
 */
export function VerifyAccountPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { state } = useLocation();
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyAccount();
  const { mutate: verify } = verification;

  useEffect(() => {
    if (token) verify(token);
  }, [token, verify]);

  const checking = Boolean(token) && (verification.isIdle || verification.isPending);
  return (
    <AccountPageFrame
      title={t('verifyAccount.title')}
      subtitle={token ? undefined : t('verifyAccount.subtitle')}
      footer={<Link to="/signin">{t('verifyEmail.goToSignIn')}</Link>}
    >
      {checking ? <Spin tip={t('verifyAccount.checking')} /> : null}
      {verification.isSuccess ? (
        <Alert type="success" title={t('verifyAccount.success')} showIcon role="status" data-testid="account-verified" />
      ) : null}
      {verification.isError ? (
        <Alert
          type="error"
          title={errorMessage(verification.error, t('error.somethingWentWrong'))}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {!token || verification.isError ? <ResendVerificationForm email={signInEmailOf(state)} /> : null}
    </AccountPageFrame>
  );
}
