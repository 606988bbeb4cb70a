import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** Why a page's data did not load, with Retry; nothing while there is no failure. */
export function LoadFailedAlert({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  if (!message) return null;
  return <Alert type="error" showIcon role="alert" title={message} action={<Button onClick={onRetry}>{t('account.retry')}</Button>} />;
}
