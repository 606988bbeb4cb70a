import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';

/** Stands in for a page whose feature is not built yet, so the page says so instead of pretending to work. */
export function FeatureNotAvailable() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={t('notAvailable.title')}
      subTitle={t('notAvailable.description')}
      data-testid="feature-not-available"
    />
  );
}
