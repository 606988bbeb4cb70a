import { loggedUserAtom, QueryState } from '@waste/shared';
import { Card, Collapse, Descriptions, Flex, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { useSupportContact } from './api/getSupportContact';
import { GUIDED_ROLES, ownGuide, type GuidedRole } from './roleGuides';

/**
 * `/help` (issue 39 rule 4, docs/adr/0263): what each role does and where its pages are, how to get an account
 * changed, and whom to contact, as the super admin set it ("not set" until then: nothing is invented).
 */
export function HelpPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  const own = ownGuide(user?.defaultRole);
  const contact = useSupportContact();
  const roleName = (role: GuidedRole) => (role === 'none' ? t('help.role.none') : t(`common:role.${role}`));

  return (
    <Flex vertical gap="middle" data-testid="help-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('help.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('help.intro')}</Typography.Paragraph>
      <Card title={t('help.contact.title')} data-testid="help-contact">
        <QueryState query={contact} loadFailed={t('help.contact.loadFailed')}>
          {(found) =>
            found.name || found.email || found.phone ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('help.contact.name')}>{found.name ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('help.contact.email')}>
                  {found.email ? <a href={`mailto:${found.email}`}>{found.email}</a> : '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('help.contact.phone')}>
                  {found.phone ? <a href={`tel:${found.phone.replace(/\s/g, '')}`}>{found.phone}</a> : '—'}
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary" data-testid="help-contact-not-set">
                {t('help.contact.notSet')}
              </Typography.Text>
            )
          }
        </QueryState>
      </Card>
      <Card title={t('help.roles.title')}>
        <Collapse
          defaultActiveKey={[own]}
          data-testid="help-roles"
          items={GUIDED_ROLES.map((role) => ({
            key: role,
            label: (
              <span>
                {roleName(role)} {role === own ? <Tag color="blue">{t('help.yourRole')}</Tag> : null}
              </span>
            ),
            children: (
              <Flex vertical gap="small" data-testid={`help-role-${role}`}>
                <Typography.Paragraph style={{ margin: 0 }}>{t(`help.role.${role}.does`)}</Typography.Paragraph>
                <Typography.Text>
                  <Typography.Text strong>{t('help.mainPages')}</Typography.Text> {t(`help.role.${role}.pages`)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
      <Card title={t('help.change.title')}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('help.change.text')}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
