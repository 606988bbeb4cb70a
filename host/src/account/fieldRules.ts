import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The server's bounds for account fields (server contract of /auth/signup and /users/me/profile). */
export const ACCOUNT_LIMITS = {
  name: { min: 1, max: 50 },
  email: { max: 254 },
  phone: { min: 7, max: 20 },
  password: { min: 8, max: 128 },
  bio: { max: 500 },
  socialLink: { max: 200 },
} as const;

const PHONE_CHARACTERS = /^[0-9 +-]*$/;
const WEB_LINK = /^(https?:\/\/\S+)?$/;

export function requiredRule(t: TFunction): FormRule {
  return { required: true, whitespace: true, message: t('validation.required') };
}

function minRule(t: TFunction, count: number): FormRule {
  return { min: count, message: t('account.validation.minLength', { count }) };
}

function maxRule(t: TFunction, count: number): FormRule {
  return { max: count, message: t('account.validation.maxLength', { count }) };
}

export function nameRules(t: TFunction): FormRule[] {
  return [requiredRule(t), maxRule(t, ACCOUNT_LIMITS.name.max)];
}

export function emailRules(t: TFunction): FormRule[] {
  return [requiredRule(t), { type: 'email', message: t('validation.email') }, maxRule(t, ACCOUNT_LIMITS.email.max)];
}

export function phoneRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t),
    { pattern: PHONE_CHARACTERS, message: t('account.validation.phone') },
    minRule(t, ACCOUNT_LIMITS.phone.min),
    maxRule(t, ACCOUNT_LIMITS.phone.max),
  ];
}

export function passwordRules(t: TFunction): FormRule[] {
  return [requiredRule(t), minRule(t, ACCOUNT_LIMITS.password.min), maxRule(t, ACCOUNT_LIMITS.password.max)];
}

/** The confirmation must repeat the field named `passwordField` exactly. */
export function confirmPasswordRules(t: TFunction, passwordField: string): FormRule[] {
  return [
    requiredRule(t),
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue(passwordField) ? Promise.resolve() : Promise.reject(new Error(t('account.validation.passwordsMismatch'))),
    }),
  ];
}

export function optionalMaxRules(t: TFunction, max: number): FormRule[] {
  return [maxRule(t, max)];
}

/** Empty, or a web address the server accepts. */
export function socialLinkRules(t: TFunction): FormRule[] {
  return [{ pattern: WEB_LINK, message: t('account.validation.webLink') }, maxRule(t, ACCOUNT_LIMITS.socialLink.max)];
}
