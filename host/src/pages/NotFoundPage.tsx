import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dismissFirstFrame } from '../firstFrame/firstFrame';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { useIsMobile } from '../layout/viewport';

export function NotFoundPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  useEffect(dismissFirstFrame, []);
  // The illustration is 250 px wide, more than a phone leaves beside the sidebar rail.
  const compact = useIsMobile();
  return (
    <Result
      status="404"
      styles={compact ? { root: { paddingInline: 0 }, icon: { zoom: 0.8 } } : undefined}
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
