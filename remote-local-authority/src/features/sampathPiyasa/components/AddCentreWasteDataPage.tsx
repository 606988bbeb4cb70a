import { FeatureNotAvailable, PageFrame } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';

export function AddCentreWasteDataPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <PageFrame title={t('sampathPiyasa.addDataTitle')} parents={[{ title: t('sampathPiyasa.title'), path: '/sampath-piyasa' }]}>
      <FeatureNotAvailable />
    </PageFrame>
  );
}
