import { errorMessage } from '@waste/shared';
import { Alert, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { useVerifyEmail } from '../account/profile/api/verifyEmail';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** Reached from the link mailed to a new email `/verify-email?token=…`; the change counts from here. */
export function VerifyEmailPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const token = useSearchParams()[0].get('token') ?? '';
  const verification = useVerifyEmail();
  const { mutate: verify } = verification;

  useEffect(() => verify(token), [token, verify]);

  return (
    <AccountPageFrame title={t('verifyEmail.title')} footer={<Link to="/signin">{t('verifyEmail.goToSignIn')}</Link>}>
      {verification.isIdle || verification.isPending ? <Spin tip={t('verifyEmail.checking')} /> : null}
      {verification.isSuccess ? <Alert type="success" title={t('verifyEmail.success')} showIcon role="status" /> : null}
      {verification.isError ? (
        <Alert type="error" title={errorMessage(verification.error, t('error.somethingWentWrong'))} showIcon role="alert" />
      ) : null}
    </AccountPageFrame>
  );
}
