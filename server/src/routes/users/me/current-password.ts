import type { FastifyInstance } from 'fastify';
import { fieldsRefused, wrongPassword } from '#errors';
import { findPasswordHashById } from '#users/profile-repository';

export const currentPasswordRequired = () =>
  fieldsRefused([{ field: 'body.currentPassword', message: 'body.currentPassword is required to change the email' }], {
    code: 'CURRENT_PASSWORD_REQUIRED',
    message: 'Enter your current password to change your email',
  });

/**
 * Re-authentication before a change that could take the account over (its password or email). Counted
 * per account, so that a stolen access token cannot be used to guess the password at speed.
 */
export async function checkCurrentPassword(app: FastifyInstance, userId: string, password: string | undefined): Promise<void> {
  if (password === undefined) throw currentPasswordRequired();
  await app.addressThrottle.attempt('current-password', userId);
  const currentHash = await findPasswordHashById(app.db, userId);
  if (!(await app.passwords.verify(currentHash, password))) throw wrongPassword();
}
