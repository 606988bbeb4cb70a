import { BellOutlined, CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Popover, Typography, theme } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { notificationsAtom } from '../settings/appSettings';

/** The toasts raised so far (newest first), kept in app settings until cleared. */
export function NotificationBell() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const { token } = theme.useToken();
  const [notifications, setNotifications] = useAtom(notificationsAtom);
  const newestFirst = [...notifications].reverse();

  const content = (
    <Flex vertical gap="small" style={{ width: 320 }} data-testid="notifications">
      {newestFirst.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.notifications.empty')} />
      ) : (
        <List
          size="small"
          style={{ maxHeight: 320, overflowY: 'auto' }}
          dataSource={newestFirst}
          renderItem={(item) => (
            <List.Item key={item.id}>
              <List.Item.Meta
                avatar={item.kind === 'success' ? <CheckCircleTwoTone twoToneColor={token.colorSuccess} /> : <CloseCircleTwoTone twoToneColor={token.colorError} />}
                title={item.text}
                description={new Date(item.id).toLocaleString(i18n.resolvedLanguage)}
              />
            </List.Item>
          )}
        />
      )}
      {newestFirst.length > 0 ? (
        <Button block onClick={() => setNotifications([])}>
          {t('layout.notifications.clear')}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={<Typography.Text strong>{t('layout.notifications.title')}</Typography.Text>} content={content}>
      <Badge count={notifications.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={t('layout.notifications.open', { count: notifications.length })}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
