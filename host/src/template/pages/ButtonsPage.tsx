import { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PageFrame } from '@waste/shared';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

export function ButtonsPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.buttons.title')}>
      <Flex vertical gap="middle">
        <Card title={t('templatePages.buttons.types')}>
          <Flex gap="small" wrap>
            <Button type="primary">{t('templatePages.buttons.primary')}</Button>
            <Button>{t('templatePages.buttons.default')}</Button>
            <Button type="dashed">{t('templatePages.buttons.dashed')}</Button>
            <Button type="text">{t('templatePages.buttons.text')}</Button>
            <Button type="link">{t('templatePages.buttons.link')}</Button>
            <Button danger>{t('templatePages.buttons.danger')}</Button>
            <Button disabled>{t('templatePages.buttons.disabled')}</Button>
            <Button type="primary" loading>
              {t('templatePages.buttons.loading')}
            </Button>
          </Flex>
        </Card>
        <Card title={t('templatePages.buttons.withIcons')}>
          <Flex gap="small" wrap align="center">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('templatePages.buttons.add')}
            </Button>
            <Button icon={<DownloadOutlined />}>{t('templatePages.buttons.download')}</Button>
            <Button shape="circle" icon={<SearchOutlined />} aria-label={t('templatePages.buttons.search')} />
          </Flex>
        </Card>
        <Card title={t('templatePages.buttons.sizes')}>
          <Flex gap="small" wrap align="center">
            <Button size="small">{t('templatePages.buttons.small')}</Button>
            <Button>{t('templatePages.buttons.medium')}</Button>
            <Button size="large">{t('templatePages.buttons.large')}</Button>
          </Flex>
        </Card>
      </Flex>
    </PageFrame>
  );
}
