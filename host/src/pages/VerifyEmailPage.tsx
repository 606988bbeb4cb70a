import { errorMessage } from '@waste/shared';
import { Alert, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { verifyEmail } from '../account/profile/api/verifyEmail';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

type Outcome = { state: 'checking' } | { state: 'done' } | { state: 'failed'; message: string };

/** Reached from the link mailed to a new email `/verify-email?token=…`; the change counts from here. */
export function VerifyEmailPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    let current = true;
    verifyEmail(token).then(
      () => current && setOutcome({ state: 'done' }),
      (failure: unknown) => current && setOutcome({ state: 'failed', message: errorMessage(failure, t('error.somethingWentWrong')) }),
    );
    return () => {
      current = false;
    };
  }, [token, t]);

  return (
    <AccountPageFrame title={t('verifyEmail.title')}>
      {outcome.state === 'checking' ? <Spin tip={t('verifyEmail.checking')} /> : null}
      {outcome.state === 'done' ? <Alert type="success" title={t('verifyEmail.success')} showIcon role="status" /> : null}
      {outcome.state === 'failed' ? <Alert type="error" title={outcome.message} showIcon role="alert" /> : null}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/signin">{t('verifyEmail.goToSignIn')}</Link>
      </Typography.Paragraph>
    </AccountPageFrame>
  );
}
