import type { Passwords } from '../auth/password';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts';
import { seedDemoRecyclers } from './demo-recyclers';
import { ensureFirstSuperAdmin } from './first-super-admin';
import { seedHsCodes } from './hs-codes';
import { seedReferenceData } from './seed-reference-data';

export interface SeedOutcome {
  /** Empty unless demo data was seeded. */
  demoAccounts: DemoAccount[];
  firstSuperAdminCreated: boolean;
}

/** Runs on every start; each step only adds what is missing. */
export async function runSeeds(
  db: Database,
  passwords: Passwords,
  config: Pick<Config, 'seedDemo' | 'adminEmail' | 'adminPassword'>,
): Promise<SeedOutcome> {
  await seedReferenceData(db);
  await seedHsCodes(db);
  let demoAccounts: DemoAccount[] = [];
  if (config.seedDemo) {
    await seedDemoRecyclers(db);
    demoAccounts = await seedDemoAccounts(db, passwords);
  }
  const firstSuperAdminCreated =
    config.adminEmail !== undefined && config.adminPassword !== undefined
      ? await ensureFirstSuperAdmin(db, passwords, { email: config.adminEmail, password: config.adminPassword })
      : false;
  return { demoAccounts, firstSuperAdminCreated };
}
