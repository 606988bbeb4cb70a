import { ROLE, ROLE_CODES, type RoleCode } from '@waste/shared';
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { findRecyclers } from '../api/searchRecyclers';
import { LocalAuthorityPicker } from './LocalAuthorityPicker';
import { RemoteSearchSelect } from './RemoteSearchSelect';

export interface RoleValues {
  roles?: RoleCode[];
  defaultRole?: RoleCode;
  localAuthorityId?: string;
  recyclerId?: string;
}

/** Roles, the default one, and the authority (003) or recycler (004) the account acts for. */
export function AccountRoleFields() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = Form.useFormInstance<RoleValues>();
  const roles = Form.useWatch('roles', form) ?? [];
  const roleOption = (code: RoleCode) => ({ value: code, label: `${code} ${t(`accounts.role.${code}`)}` });
  return (
    <>
      <Form.Item
        name="roles"
        label={t('accounts.field.roles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('accounts.rolesRequired') }]}
      >
        <Checkbox.Group options={ROLE_CODES.map(roleOption)} data-testid="account-roles" />
      </Form.Item>
      <Form.Item
        name="defaultRole"
        label={t('accounts.field.defaultRole')}
        rules={[{ required: true, message: t('accounts.defaultRoleRequired') }]}
      >
        <Select options={roles.map(roleOption)} data-testid="account-default-role" />
      </Form.Item>
      {roles.includes(ROLE.LOCAL_AUTHORITY) ? (
        <Form.Item
          name="localAuthorityId"
          label={t('accounts.field.localAuthority')}
          rules={[{ required: true, message: t('accounts.localAuthorityRequired') }]}
        >
          <LocalAuthorityPicker notFound={t('accounts.noLocalAuthorities')} testId="account-local-authority" />
        </Form.Item>
      ) : null}
      {roles.includes(ROLE.RECYCLER) ? (
        <Form.Item
          name="recyclerId"
          label={t('accounts.field.recycler')}
          rules={[{ required: true, message: t('accounts.recyclerRequired') }]}
        >
          <RemoteSearchSelect
            queryName="account-recyclers"
            find={findRecyclers}
            notFound={t('accounts.noRecyclers')}
            testId="account-recycler"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
