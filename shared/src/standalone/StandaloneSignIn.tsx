import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errorMessage';
import { signIn } from '../api/session';
import { COMMON_NAMESPACE } from '../i18n/instance';

/** A bare sign-in for a remote run on its own; the product's sign-in page belongs to the host. */
export function StandaloneSignIn() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title={t('standalone.title')} style={{ maxWidth: 420, margin: '48px auto' }}>
      {error ? <Alert type="error" title={error} style={{ marginBottom: 16 }} /> : null}
      <Form
        layout="vertical"
        onFinish={({ username, password }: { username: string; password: string }) =>
          signIn(username, password).catch((failure: unknown) => setError(errorMessage(failure, t('error.unknown'))))
        }
      >
        <Form.Item label={t('session.email')} name="username" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('standalone.password')} name="password" rules={[{ required: true }]}>
          <Input.Password />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('standalone.signIn')}
        </Button>
      </Form>
    </Card>
  );
}
