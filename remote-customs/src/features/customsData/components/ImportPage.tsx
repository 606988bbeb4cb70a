import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '../../../i18n/namespace';

export function ImportPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  return (
    <PageFrame title={t('customsData.importTitle')}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
