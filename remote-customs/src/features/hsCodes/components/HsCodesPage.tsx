import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '../../../i18n/namespace';

export function HsCodesPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  return (
    <PageFrame title={t('hsCodes.title')}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
