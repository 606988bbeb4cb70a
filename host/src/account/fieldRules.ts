import { requestConstraints } from '@waste/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const signUp = requestConstraints['POST /auth/signup'];
const profile = requestConstraints['PUT /users/me/profile'];

/** The server's bounds for account fields, generated from its schemas of /auth/signup and /users/me/profile. */
export const ACCOUNT_LIMITS = {
  name: { min: signUp.firstName.minLength, max: signUp.firstName.maxLength },
  email: { max: signUp.email.maxLength },
  phone: { min: signUp.phone.minLength, max: signUp.phone.maxLength },
  password: { min: signUp.password.minLength, max: signUp.password.maxLength },
  bio: { max: profile.bio.maxLength },
  socialLink: { max: profile['socialLinks.facebook'].maxLength },
} as const;

// Empty values are the required rule's business: antd skips a pattern on an empty optional field.
const PHONE_CHARACTERS = new RegExp(signUp.phone.pattern);
const WEB_LINK = new RegExp(profile['socialLinks.facebook'].pattern);

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
        !value || value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error(t('account.validation.passwordsMismatch'))),
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
