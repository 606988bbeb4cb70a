import { Button, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { dismissFirstFrame } from '../firstFrame/firstFrame';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** DESIGN.md section 1: a remote that fails to load or to render, in the host's own words. */
export function RemoteErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const navigate = useNavigate();
  useEffect(dismissFirstFrame, []);
  return (
    <Result
      status="warning"
      data-testid="remote-error"
      title={t('remote.errorTitle')}
      subTitle={navigator.onLine ? t('remote.errorDescription') : t('remote.errorOffline')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('remote.reload')}</Button>
          <Button onClick={() => navigate('/dashboard')}>{t('remote.home')}</Button>
        </Space>
      }
    />
  );
}
