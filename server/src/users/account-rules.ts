/**
 * Field rules of sign-up and of the profile. The browser's forms read them from the OpenAPI document
 * (`requestConstraints` in shared/src/api/generated, `pnpm --filter @waste/server openapi`).
 */
export const ACCOUNT_RULES = {
  NAME_MIN_LENGTH: 1,
  NAME_MAX_LENGTH: 50,
  EMAIL_MAX_LENGTH: 254,
  PHONE_MIN_LENGTH: 7,
  PHONE_MAX_LENGTH: 20,
  /** Digits, spaces, '+' and '-' only. */
  PHONE_PATTERN: '^[0-9 +-]+$',
  PASSWORD_MIN_LENGTH: 8,
  PASSWORD_MAX_LENGTH: 128,
  BIO_MAX_LENGTH: 500,
  /** Whom the person works for, as written at sign-up. */
  ORGANISATION_MAX_LENGTH: 120,
  SOCIAL_LINK_MAX_LENGTH: 200,
  /** Empty, or an http(s) URL. */
  SOCIAL_LINK_PATTERN: '^(https?://[^\\s]+)?$',
} as const;
