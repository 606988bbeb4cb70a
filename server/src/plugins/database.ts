import fp from 'fastify-plugin';
import { createPasswords, type Passwords } from '../auth/password';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { DemoAccount } from '../seed/demo-accounts';
import { runSeeds } from '../seed/run-seeds';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    passwords: Passwords;
    /** The demo accounts seeded at start, for the start-up banner; empty on a production install. */
    demoAccounts: DemoAccount[];
  }
}

/** Opens the database, migrates it and seeds it before any route can run. */
export const databasePlugin = fp(
  async (app) => {
    const { config } = app;
    const db = await openDatabase(config, (error) => app.log.warn({ err: error }, 'idle database connection failed'));
    app.addHook('onClose', () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    const passwords = createPasswords(config.argon2);
    const seeded = await runSeeds(db, passwords, config);
    if (seeded.firstSuperAdminCreated) app.log.info('first super admin created'); // its email is personal: not in the log
    app.decorate<Database>('db', db);
    app.decorate('passwords', passwords);
    app.decorate('demoAccounts', seeded.demoAccounts);
  },
  { name: 'database', dependencies: ['config'] },
);
