import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createResetToken, INVITATION_TTL_SECONDS } from '../auth/password-reset';
import type { Passwords } from '../auth/password';
import type { Database } from '../db/database';
import { emailTaken } from '../errors';
import { accountInvitationMail } from '../mail/account-mails';
import { sendQuietly, type Mailer } from '../mail/mailer';
import type { MailLanguage } from '../mail/mail-words';
import { insertUser, normalizeEmail, type NewUser } from './user-repository';

export interface Invitation {
  db: Database;
  passwords: Passwords;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The inviting super admin's page language: the holder has chosen none yet (ADR 0214). */
  language: MailLanguage;
}

/**
 * An account a super admin creates (in the accounts screen or for a recycler): no password is chosen, shown
 * or mailed. It starts with an unusable random one, and its holder sets their own through the password-reset
 * flow's one-time link, mailed here (docs/adr/0261). A taken email is 409 EMAIL_TAKEN.
 */
export async function inviteAccount(
  { db, passwords, mailer, publicUrl, log, language }: Invitation,
  user: NewUser,
  actorUserId: string,
): Promise<{ id: string; email: string }> {
  const unusable = await passwords.hash(randomBytes(32).toString('base64url'));
  const id = await db.transaction((tx) => insertUser(tx, user, unusable, actorUserId));
  if (id === null) throw emailTaken();
  const email = normalizeEmail(user.email);
  const token = await createResetToken(db, id, new Date(), INVITATION_TTL_SECONDS);
  await sendQuietly(mailer, accountInvitationMail(email, language, publicUrl, token), log);
  return { id, email };
}
