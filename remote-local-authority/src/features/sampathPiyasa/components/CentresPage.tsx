import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';

export function CentresPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <PageFrame title={t('sampathPiyasa.title')}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
