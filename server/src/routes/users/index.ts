import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '../../auth/roles';
import { emailTaken, unauthenticated, wrongPassword } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import { findPasswordHashById, findProfile, updatePasswordHash, updateProfile } from '../../users/profile-repository';
import { emailIsTaken, findLoggedUser, insertUser } from '../../users/user-repository';
import { checkNewAccount } from './new-account-rules';
import { changePasswordSchema, createUserSchema, currentUserSchema, getProfileSchema, updateProfileSchema } from './schemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, passwords } = app;

  app.post('', { schema: createUserSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, async (request, reply) => {
    const { password, ...account } = request.body;
    await checkNewAccount(db, account);
    // Checked first only to spare the hashing; insertUser decides, also against a concurrent sign-up.
    if (await emailIsTaken(db, account.email)) throw emailTaken();
    const passwordHash = await passwords.hash(password);
    const id = await db.transaction((tx) => insertUser(tx, account, passwordHash, signedInUser(request).id));
    if (id === null) throw emailTaken();
    const user = await findLoggedUser(db, id);
    if (!user) throw new Error('The created user is missing');
    return reply.code(201).send(user);
  });

  app.get('/me', { schema: currentUserSchema, config: { signedIn: true } }, async (request) => {
    const user = await findLoggedUser(db, signedInUser(request).id);
    if (!user) throw unauthenticated();
    return user;
  });

  app.get('/me/profile', { schema: getProfileSchema, config: { signedIn: true } }, async (request) => {
    const profile = await findProfile(db, signedInUser(request).id);
    if (!profile) throw unauthenticated();
    return profile;
  });

  app.put('/me/profile', { schema: updateProfileSchema, config: { signedIn: true } }, async (request) => {
    const profile = await updateProfile(db, signedInUser(request).id, request.body);
    if (!profile) throw unauthenticated();
    return profile;
  });

  app.post('/me/password', { schema: changePasswordSchema, config: { signedIn: true } }, async (request, reply) => {
    const { id } = signedInUser(request);
    const currentHash = await findPasswordHashById(db, id);
    if (!(await passwords.verify(currentHash, request.body.currentPassword))) throw wrongPassword();
    await updatePasswordHash(db, id, await passwords.hash(request.body.newPassword));
    return reply.code(204).send(null);
  });
};
