import { errorMessage } from '@waste/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** Why a submit failed, above its form and announced at once: the server's message, or a general one. */
export function SubmitFailedAlert({ failure }: { failure: unknown }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  if (!failure) return null;
  return (
    <Alert type="error" title={errorMessage(failure, t('error.somethingWentWrong'))} showIcon role="alert" style={{ marginBottom: 16 }} />
  );
}
