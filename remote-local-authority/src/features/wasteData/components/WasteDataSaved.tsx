import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { WasteRecord } from '../api/types';

export interface WasteDataSavedProps {
  record: WasteRecord;
  onAddAnother: () => void;
}

/** After saving: the waste ID the server generated, and where to go next. */
export function WasteDataSaved({ record, onAddAnother }: WasteDataSavedProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Result
      status="success"
      title={t('wasteData.added')}
      subTitle={<span data-testid="saved-waste-id">{t('wasteData.savedAs', { wasteId: record.wasteId })}</span>}
      extra={[
        <Link key="view" to={`/wasteData/view/${record.id}`}>
          <Button type="primary">{t('wasteData.viewRecord')}</Button>
        </Link>,
        <Button key="another" onClick={onAddAnother}>
          {t('wasteData.addAnother')}
        </Button>,
        <Link key="list" to="/wasteData">
          <Button>{t('wasteData.backToList')}</Button>
        </Link>,
      ]}
    />
  );
}
