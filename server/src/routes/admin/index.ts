import fp from 'fastify-plugin';
import { accountRoutes } from './accounts';
import { completenessRoutes } from './completeness';

/** The super admin's screens: accounts (under /users, next to the create call), and later completeness and customs accounts. */
export const adminRoutes = fp(
  async (app) => {
    await app.register(accountRoutes, { prefix: '/users' });
    await app.register(completenessRoutes, { prefix: '/admin' });
  },
  { name: 'admin-routes', encapsulate: true, dependencies: ['database', 'route-schemas', 'auth'] },
);
