import { Type } from 'typebox';
import { ACCOUNT_RULES as R } from '../users/account-rules';

export const FirstName = Type.String({ minLength: R.NAME_MIN_LENGTH, maxLength: R.NAME_MAX_LENGTH });
export const LastName = Type.String({ minLength: R.NAME_MIN_LENGTH, maxLength: R.NAME_MAX_LENGTH });
export const Email = Type.String({ format: 'email', maxLength: R.EMAIL_MAX_LENGTH });
export const Phone = Type.String({ minLength: R.PHONE_MIN_LENGTH, maxLength: R.PHONE_MAX_LENGTH, pattern: R.PHONE_PATTERN });
export const Password = Type.String({ minLength: R.PASSWORD_MIN_LENGTH, maxLength: R.PASSWORD_MAX_LENGTH });
export const Organisation = Type.String({
  minLength: 1,
  maxLength: R.ORGANISATION_MAX_LENGTH,
  pattern: '\\S',
  description: 'Whom the person works for (a local authority, recycler, ministry or department), as they write it',
});
export const Bio = Type.String({ maxLength: R.BIO_MAX_LENGTH });
export const SocialLink = Type.String({
  maxLength: R.SOCIAL_LINK_MAX_LENGTH,
  pattern: R.SOCIAL_LINK_PATTERN,
  description: 'Empty or an http(s) URL',
});
