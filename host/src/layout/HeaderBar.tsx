import { LogoutOutlined } from '@ant-design/icons';
import { loggedUserAtom, signOut, SIGN_IN_PATH } from '@waste/shared';
import { Button, Flex, Layout, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

export function HeaderBar() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Typography.Text strong>{t('app.title')}</Typography.Text>
        <Flex gap="middle" align="center">
          <Typography.Text data-testid="header-user-name">{user ? `${user.firstName} ${user.lastName}` : ''}</Typography.Text>
          <Button icon={<LogoutOutlined />} onClick={handleSignOut}>
            {t('layout.signOut')}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
