import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { useServerNotifications } from './notifications/api/fetchNotifications';
import { NOTIFICATION_PANEL_WIDTH } from './notifications/panelWidth';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })));

/**
 * The server's news for the account's authority or recycler (a request or a correction approved or rejected, until
 * marked read). Only what others or the system did: a toast answering the user's own action is not echoed here
 * (docs/adr/0175-the-bell-lists-events-not-toasts.md). The list's code comes when the bell is first opened.
 */
export function NotificationBell() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const server = useServerNotifications();
  const count = server.data?.unread ?? 0;

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={<Typography.Text strong>{t('layout.notifications.title')}</Typography.Text>}
      content={
        <Suspense fallback={<Skeleton active title={false} style={{ width: NOTIFICATION_PANEL_WIDTH }} />}>
          <NotificationPanel unread={server.data?.rows ?? []} loadFailed={server.isError} />
        </Suspense>
      }
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
