import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '../../../i18n/namespace';

export function WasteDataPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <PageFrame title={t('wasteData.title')}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
