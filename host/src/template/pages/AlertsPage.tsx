import { PageFrame } from '@waste/shared';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

const kinds = ['success', 'info', 'warning', 'error'] as const;

export function AlertsPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.alerts.title')}>
      <Card>
        <Flex vertical gap="middle">
          {kinds.map((kind) => (
            <Alert
              key={kind}
              type={kind}
              showIcon
              title={t(`templatePages.alerts.${kind}Title`)}
              description={t(`templatePages.alerts.${kind}Description`)}
            />
          ))}
        </Flex>
      </Card>
    </PageFrame>
  );
}
