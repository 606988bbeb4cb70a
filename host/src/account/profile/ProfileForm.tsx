import { errorMessage } from '@waste/shared';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { ACCOUNT_LIMITS, emailRules, nameRules, optionalMaxRules, phoneRules, socialLinkRules } from '../fieldRules';
import type { Profile, SocialLinks } from './api/profile';
import { saveProfile } from './api/saveProfile';
import { showSavedName } from './showSavedName';

const SOCIAL_NETWORKS: (keyof SocialLinks)[] = ['facebook', 'x', 'linkedin', 'instagram'];

function trimmed(profile: Profile): Profile {
  const links = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profile.socialLinks?.[network]?.trim() ?? ''])) as unknown as SocialLinks;
  return {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    email: profile.email.trim(),
    phone: profile.phone.trim(),
    bio: profile.bio?.trim() ?? '',
    socialLinks: links,
  };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [form] = Form.useForm<Profile>();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; message: string } | null>(null);

  async function submit(values: Profile) {
    setSaving(true);
    setResult(null);
    try {
      const saved = await saveProfile(trimmed(values));
      showSavedName(saved);
      form.setFieldsValue(saved);
      setResult({ type: 'success', message: t('profile.saved') });
    } catch (failure) {
      setResult({ type: 'error', message: errorMessage(failure, t('profile.saveFailed')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('profile.detailsTitle')}>
      {result ? <Alert type={result.type} title={result.message} showIcon role={result.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: 16 }} /> : null}
      <Form<Profile> form={form} layout="vertical" initialValues={profile} onFinish={submit} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('account.firstName')} name="firstName" rules={nameRules(t)}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('account.lastName')} name="lastName" rules={nameRules(t)}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('account.email')} name="email" rules={emailRules(t)}>
              <Input autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('account.phone')} name="phone" rules={phoneRules(t)}>
              <Input autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('profile.bio')} name="bio" rules={optionalMaxRules(t, ACCOUNT_LIMITS.bio.max)}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          {SOCIAL_NETWORKS.map((network) => (
            <Col xs={24} md={12} key={network}>
              <Form.Item label={t(`profile.social.${network}`)} name={['socialLinks', network]} rules={socialLinkRules(t)}>
                <Input inputMode="url" placeholder="https://" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
