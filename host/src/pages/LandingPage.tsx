import { signedInAtom } from '@waste/shared';
import { Button, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { PublicPageFrame } from './PublicPageFrame';

export function LandingPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const signedIn = useAtomValue(signedInAtom);
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return (
    <PublicPageFrame>
      <Flex vertical align="center" gap="large" style={{ textAlign: 'center' }}>
        <Typography.Title>{t('landing.heading')}</Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 720, fontSize: 16 }}>{t('landing.summary')}</Typography.Paragraph>
        {/* A button, not a button inside a link: one control, one Tab stop. */}
        <Button type="primary" size="large" onClick={() => navigate('/signin')}>
          {t('landing.signIn')}
        </Button>
      </Flex>
    </PublicPageFrame>
  );
}
