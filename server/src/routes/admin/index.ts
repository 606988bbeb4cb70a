import fp from 'fastify-plugin';
import { accountRoutes } from './accounts';

/** The super admin's screens: accounts (under /users, next to the create call), and later completeness and customs accounts. */
export const adminRoutes = fp(
  async (app) => {
    await app.register(accountRoutes, { prefix: '/users' });
  },
  { name: 'admin-routes', encapsulate: true, dependencies: ['database', 'route-schemas', 'auth'] },
);
