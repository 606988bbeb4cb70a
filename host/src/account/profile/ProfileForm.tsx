import { errorMessage, useUnsavedChangesGuard } from '@waste/shared';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { FormResultAlert, type FormResult } from '../FormResultAlert';
import { ACCOUNT_LIMITS, emailRules, nameRules, optionalMaxRules, phoneRules, socialLinkRules } from '../fieldRules';
import type { Profile, ProfileChange, SocialLinks, StoredProfile } from './api/profile';
import { useCancelEmailChange } from './api/cancelEmailChange';
import { useSaveProfile } from './api/saveProfile';
import { showSavedName } from './showSavedName';
import { EmailInput } from '../EmailInput';
import { SubmitButton } from '../SubmitButton';

const SOCIAL_NETWORKS: (keyof SocialLinks)[] = ['facebook', 'x', 'linkedin', 'instagram'];

type ProfileValues = Profile & { currentPassword?: string };

function trimmed(profile: Profile): Profile {
  const links = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, profile.socialLinks?.[network]?.trim() ?? '']),
  ) as unknown as SocialLinks;
  return {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    email: profile.email.trim(),
    phone: profile.phone.trim(),
    bio: profile.bio?.trim() ?? '',
    socialLinks: links,
  };
}

/** A changed email asks for the current password and counts only once the link mailed to it is followed; leaving with unsaved edits asks first. */
export function ProfileForm({ profile }: { profile: StoredProfile }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [form] = Form.useForm<ProfileValues>();
  const saveProfile = useSaveProfile();
  const cancelEmailChange = useCancelEmailChange();
  const [result, setResult] = useState<FormResult>(null);
  const [stored, setStored] = useState(profile);
  const [edited, setEdited] = useState(false);
  useUnsavedChangesGuard(edited);
  const typedEmail = Form.useWatch('email', form) ?? stored.email;
  const emailChanges = typedEmail.trim().toLowerCase() !== stored.email.toLowerCase();

  async function submit({ currentPassword, ...values }: ProfileValues) {
    setResult(null);
    try {
      const change: ProfileChange = { ...trimmed(values), ...(emailChanges ? { currentPassword } : {}) };
      const saved = await saveProfile.mutateAsync(change);
      showSavedName(saved);
      setStored(saved);
      setEdited(false);
      form.setFieldsValue({ ...saved, currentPassword: undefined });
      setResult({ type: 'success', message: t('profile.saved') });
    } catch (failure) {
      setResult({ type: 'error', message: errorMessage(failure, t('profile.saveFailed')) });
    }
  }

  // The link mailed to the new address is refused from then on; the mail to the old address points here.
  async function cancelPendingEmail() {
    setResult(null);
    try {
      await cancelEmailChange.mutateAsync();
      setStored((current) => ({ ...current, pendingEmail: null }));
      setResult({ type: 'success', message: t('profile.emailChangeCancelled') });
    } catch (failure) {
      setResult({ type: 'error', message: errorMessage(failure, t('profile.cancelEmailChangeFailed')) });
    }
  }

  return (
    <Card title={t('profile.detailsTitle')}>
      <FormResultAlert result={result} />
      {stored.pendingEmail ? (
        <Alert
          type="info"
          title={t('profile.emailPending', { email: stored.pendingEmail, current: stored.email })}
          action={
            <Button size="small" onClick={cancelPendingEmail} loading={cancelEmailChange.isPending} data-testid="cancel-email-change">
              {t('profile.cancelEmailChange')}
            </Button>
          }
          showIcon
          data-testid="email-pending"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        initialValues={profile}
        onValuesChange={() => setEdited(true)}
        onFinish={submit}
        requiredMark={false}
        noValidate
      >
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
              <EmailInput />
            </Form.Item>
          </Col>
          {emailChanges ? (
            <Col xs={24} md={12}>
              <Form.Item
                label={t('profile.currentPasswordForEmail')}
                name="currentPassword"
                rules={[{ required: true, message: t('profile.currentPasswordRequired') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            </Col>
          ) : null}
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
        <SubmitButton sending={saveProfile.isPending}>{t('profile.save')}</SubmitButton>
      </Form>
    </Card>
  );
}
