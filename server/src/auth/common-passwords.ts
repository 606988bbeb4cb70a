import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldsRefused } from '../errors';

/**
 * About 49,000 of the passwords most common in breach corpora, as zxcvbn-ts ships them (MIT licence,
 * server/node_modules/@zxcvbn-ts/language-common/LICENSE.txt); lower case, so compared in lower case.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const commonPassword = (field: string) =>
  fieldsRefused([{ field, message: `${field} is on the list of common and breached passwords` }], {
    code: 'COMMON_PASSWORD',
    message: 'This password is too common or has appeared in data breaches. Please choose another one.',
  });
