import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { confirmPasswordRules, passwordRules } from '../fieldRules';

interface Props {
  /** The form field holding the new password; the confirmation is always `confirmPassword`. */
  name: 'password' | 'newPassword';
  labelKey: 'account.password' | 'account.newPassword';
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the account rules: sign-up, reset and change password. */
export function NewPasswordFields({ name, labelKey, autoFocus }: Props) {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <>
      <Form.Item label={t(labelKey)} name={name} rules={passwordRules(t)}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('account.confirmPassword')} name="confirmPassword" dependencies={[name]} rules={confirmPasswordRules(t, name)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
