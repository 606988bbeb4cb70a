import { PageFrame } from '@waste/shared';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

export function BlankPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.blank.title')}>
      <Card>
        <Typography.Paragraph style={{ margin: 0 }}>{t('templatePages.blank.body')}</Typography.Paragraph>
      </Card>
    </PageFrame>
  );
}
