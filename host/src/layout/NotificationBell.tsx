import { BellOutlined, CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useFormatters } from '@waste/shared';
import { Alert, Badge, Button, Empty, Flex, List, Popover, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { useServerNotifications, type ServerNotification } from './notifications/api/fetchNotifications';
import { useMarkNotificationsRead } from './notifications/api/markNotificationsRead';
import { isApproval, NOTIFICATION_TITLES } from './notifications/notificationText';

interface BellItem {
  success: boolean;
  title: string;
  description: string;
  serverId: string;
}

/**
 * The server's news for the account's authority or recycler (a request or a correction approved or rejected, until
 * marked read). Only what others or the system did: a toast answering the user's own action is not echoed here
 * (docs/adr/0175-the-bell-lists-events-not-toasts.md).
 */
export function NotificationBell() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const format = useFormatters();
  const { token } = theme.useToken();
  const server = useServerNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = server.data?.rows ?? [];

  const fromServer = (item: ServerNotification): BellItem => {
    const when = format.dateTime(item.createdAt);
    return {
      serverId: item.id,
      success: isApproval(item.kind),
      title: t(NOTIFICATION_TITLES[item.kind], { header: item.header }),
      description: item.reason ? `${t('layout.notifications.reason', { reason: item.reason })} · ${when}` : when,
    };
  };
  const items = unread.map(fromServer);
  const count = server.data?.unread ?? 0;

  const clearAll = () => markRead.mutate(unread.map((item) => item.id));

  const content = (
    <Flex vertical gap="small" style={{ width: 'min(320px, calc(100vw - 48px))' }} data-testid="notifications">
      {server.isError ? <Alert type="warning" showIcon title={t('layout.notifications.loadFailed')} /> : null}
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.notifications.empty')} />
      ) : (
        <List
          size="small"
          style={{ maxHeight: 320, overflowY: 'auto' }}
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.serverId} data-testid="server-notification">
              <List.Item.Meta
                avatar={
                  item.success ? (
                    <CheckCircleTwoTone twoToneColor={token.colorSuccess} />
                  ) : (
                    <CloseCircleTwoTone twoToneColor={token.colorError} />
                  )
                }
                title={item.title}
                description={
                  <Flex vertical align="flex-start">
                    <span>{item.description}</span>
                    <Button
                      type="link"
                      size="small"
                      style={{ paddingInline: 0 }}
                      disabled={markRead.isPending}
                      onClick={() => markRead.mutate([item.serverId])}
                    >
                      {t('layout.notifications.markRead')}
                    </Button>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
      {items.length > 0 ? (
        <Button block onClick={clearAll} loading={markRead.isPending}>
          {t('layout.notifications.clear')}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={<Typography.Text strong>{t('layout.notifications.title')}</Typography.Text>}
      content={content}
    >
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={t('layout.notifications.open', { count })}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
