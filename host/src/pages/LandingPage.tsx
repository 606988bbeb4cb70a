import { signedInAtom } from '@waste/shared';
import { Button, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

export function LandingPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const signedIn = useAtomValue(signedInAtom);
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return (
    <Flex vertical align="center" justify="center" gap="large" style={{ minHeight: '100vh', padding: 24, textAlign: 'center' }}>
      <Typography.Title>{t('landing.heading')}</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 720, fontSize: 16 }}>{t('landing.summary')}</Typography.Paragraph>
      <Link to="/signin">
        <Button type="primary" size="large">{t('landing.signIn')}</Button>
      </Link>
    </Flex>
  );
}
