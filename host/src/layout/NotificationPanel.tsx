import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useFormatters } from '@waste/shared';
import { Alert, Button, Empty, Flex, List, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import type { ServerNotification } from './notifications/api/fetchNotifications';
import { useMarkNotificationsRead } from './notifications/api/markNotificationsRead';
import { isApproval, NOTIFICATION_TITLES } from './notifications/notificationText';
import { NOTIFICATION_PANEL_WIDTH } from './notifications/panelWidth';

interface BellItem {
  success: boolean;
  title: string;
  description: string;
  serverId: string;
}

/** The bell's list, its own chunk: drawn when the bell is opened, so its code (antd's List) is not the shell's. */
export function NotificationPanel({ unread, loadFailed }: { unread: ServerNotification[]; loadFailed: boolean }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const format = useFormatters();
  const { token } = theme.useToken();
  const markRead = useMarkNotificationsRead();

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

  const clearAll = () => markRead.mutate(unread.map((item) => item.id));

  return (
    <Flex vertical gap="small" style={{ width: NOTIFICATION_PANEL_WIDTH }} data-testid="notifications">
      {loadFailed ? <Alert type="warning" showIcon title={t('layout.notifications.loadFailed')} /> : null}
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
}
