import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { PageFrame } from '@waste/shared';
import { Avatar, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

const sizes = ['small', 'default', 'large'] as const;
const groupColours = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96'];

export function AvatarsPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.avatars.title')}>
      <Flex vertical gap="middle">
        <Card title={t('templatePages.avatars.sizes')}>
          <Flex gap="middle" align="center">
            {sizes.map((size) => (
              <Avatar key={size} size={size} icon={<UserOutlined />} />
            ))}
            <Avatar size={64} icon={<UserOutlined />} />
          </Flex>
        </Card>
        <Card title={t('templatePages.avatars.shapes')}>
          <Flex gap="middle" align="center">
            <Avatar shape="circle" icon={<UserOutlined />} />
            <Avatar shape="square" icon={<TeamOutlined />} />
          </Flex>
        </Card>
        <Card title={t('templatePages.avatars.group')}>
          <Avatar.Group max={{ count: 3 }}>
            {groupColours.map((colour) => (
              <Avatar key={colour} style={{ backgroundColor: colour }} icon={<UserOutlined />} />
            ))}
          </Avatar.Group>
        </Card>
      </Flex>
    </PageFrame>
  );
}
