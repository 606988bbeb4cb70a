import { BellOutlined } from '@ant-design/icons';
import { PageFrame } from '@waste/shared';
import { Avatar, Badge, Card, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

const statuses = ['success', 'processing', 'warning', 'error', 'default'] as const;

export function BadgePage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.badge.title')}>
      <Flex vertical gap="middle">
        <Card title={t('templatePages.badge.counts')}>
          <Flex gap="large" align="center">
            <Badge count={5}>
              <Avatar shape="square" icon={<BellOutlined />} />
            </Badge>
            <Badge count={120} overflowCount={99}>
              <Avatar shape="square" icon={<BellOutlined />} />
            </Badge>
            <Badge dot>
              <Avatar shape="square" icon={<BellOutlined />} />
            </Badge>
          </Flex>
        </Card>
        <Card title={t('templatePages.badge.statuses')}>
          <Flex vertical gap="small">
            {statuses.map((status) => (
              <Badge key={status} status={status} text={t(`templatePages.badge.status.${status}`)} />
            ))}
          </Flex>
        </Card>
        <Card title={t('templatePages.badge.tags')}>
          <Flex gap="small" wrap>
            <Tag color="green">{t('templatePages.badge.tagRecycled')}</Tag>
            <Tag color="blue">{t('templatePages.badge.tagCollected')}</Tag>
            <Tag color="orange">{t('templatePages.badge.tagPending')}</Tag>
          </Flex>
        </Card>
      </Flex>
    </PageFrame>
  );
}
