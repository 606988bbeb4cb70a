import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createResetToken } from '#auth/password-reset';
import { endSessions } from '#auth/refresh-tokens';
import { ROLE } from '#auth/roles';
import { recordAudit } from '#db/audit';
import { AppError, notFound } from '#errors';
import { passwordResetMail } from '#mail/account-mails';
import { mailLanguageOf } from '#mail/mail-words';
import { sendQuietly } from '#mail/mailer';
import { signedInUser } from '#plugins/auth';
import { inviteAccount } from '#users/invitation';
import { domainRoutes } from '../domain-routes';
import { meRoutes } from './me';
import { actingAsRoutes } from './me/acting-as';
import { supportContactRoutes } from './support-contact';
import { findAccount, lockAccountState, lockOtherActiveSuperAdmins, searchAccounts, storeAccountState } from './repository';
import { changedAccount, checkLinks, checkNewAccount, isActiveSuperAdmin, lastSuperAdmin } from './rules';
import { createUserSchema, searchAccountsSchema, sendPasswordResetSchema, updateAccountSchema } from './schemas';

const SUPER_ADMIN = [ROLE.SUPER_ADMIN];
const accountNotFound = (id: string) => notFound(`Account ${id} not found`, 'ACCOUNT');

/** The super admin's accounts: create one, search them, change roles and links, disable, send a reset link. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, passwords } = app;

  // No password is chosen here: the account's holder sets it through the one-time link mailed to them.
  app.post('', { schema: createUserSchema, config: { roles: SUPER_ADMIN } }, async (request, reply) => {
    const account = request.body;
    await checkNewAccount(db, account);
    const language = mailLanguageOf(request.headers['accept-language']);
    const invitation = { db, passwords, mailer: app.mailer, publicUrl: config.publicUrl, log: request.log, language };
    const { id, email } = await inviteAccount(invitation, account, signedInUser(request).id);
    return reply.code(201).send({ id, email, linkSent: true });
  });

  app.post('/search', { schema: searchAccountsSchema, config: { roles: SUPER_ADMIN } }, (request) => searchAccounts(db, request.body));

  app.patch('/:id', { schema: updateAccountSchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const { id } = request.params;
    const change = request.body;
    await checkLinks(db, change);
    const actorUserId = signedInUser(request).id;
    await db.transaction(async (tx) => {
      const current = await lockAccountState(tx, id);
      if (!current) throw accountNotFound(id);
      const next = changedAccount(current, change);
      if (isActiveSuperAdmin(current) && !isActiveSuperAdmin(next) && (await lockOtherActiveSuperAdmins(tx, id)) === 0)
        throw lastSuperAdmin();
      await storeAccountState(tx, id, next);
      if (next.disabled && !current.disabled) await endSessions(tx, id, null);
      const action = next.disabled === current.disabled ? 'update' : next.disabled ? 'disable' : 'enable';
      await recordAudit(tx, { actorUserId, action, entity: 'user', entityId: id, before: current, after: next });
    });
    const account = await findAccount(db, id);
    if (!account) throw accountNotFound(id);
    return account;
  });

  app.post('/:id/password-reset', { schema: sendPasswordResetSchema, config: { roles: SUPER_ADMIN } }, async (request, reply) => {
    const account = await findAccount(db, request.params.id);
    if (!account) throw accountNotFound(request.params.id);
    if (account.disabled)
      throw new AppError(409, 'ACCOUNT_DISABLED', 'Enable the account before sending it a password-reset link').because('RESET_LINK');
    const token = await createResetToken(db, account.id);
    await db.transaction((tx) =>
      recordAudit(tx, { actorUserId: signedInUser(request).id, action: 'send-password-reset', entity: 'user', entityId: account.id }),
    );
    await sendQuietly(
      app.mailer,
      passwordResetMail(account.email, mailLanguageOf(request.headers['accept-language']), config.publicUrl, token),
      request.log,
    );
    return reply.code(202).send({ message: `A password-reset link was sent to ${account.email}` });
  });
};

export const userRoutes = domainRoutes('users', [accountRoutes, meRoutes, actingAsRoutes, supportContactRoutes]);
