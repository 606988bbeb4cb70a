import { Card, Descriptions, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loggedUserAtom } from '../session/store';
import { COMMON_NAMESPACE } from '../i18n/instance';

/** Who is signed in and in which role; each remote's dashboard adds its own scope below. */
export function CurrentUserCard({ scope }: { scope?: ReactNode }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  if (!user) return null;
  return (
    <Card title={t('session.signedInAs')} data-testid="current-user-card">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('session.name')}>
          <span data-testid="current-user-name">{`${user.firstName} ${user.lastName}`}</span>
        </Descriptions.Item>
        {user.email ? <Descriptions.Item label={t('session.email')}>{user.email}</Descriptions.Item> : null}
        <Descriptions.Item label={t('session.defaultRole')}>
          <span data-testid="current-user-role">{t(user.defaultRole ? `role.${user.defaultRole}` : 'role.none')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('session.roles')}>
          {user.roles.map((role) => (
            <Tag key={role}>{t(`role.${role}`)}</Tag>
          ))}
        </Descriptions.Item>
        {scope ? <Descriptions.Item label={t('session.scope')}>{scope}</Descriptions.Item> : null}
      </Descriptions>
    </Card>
  );
}
