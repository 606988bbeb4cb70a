import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/namespace';

export function RecyclersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <PageFrame title={t('recyclers.title')}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
