import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/namespace';

export function CustomsListPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <PageFrame title={t('customs.title')}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
