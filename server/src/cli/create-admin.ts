import { createPasswords } from '../auth/password';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedReferenceData } from '../seed/seed-reference-data';
import { createSuperAdmin } from '../seed/first-super-admin';

/** `pnpm --filter @waste/server create-admin <email> <password>`: adds a super admin (role 005). */
async function main(args: string[]): Promise<void> {
  const [email, password] = args;
  if (!email || !password || args.length !== 2) {
    throw new Error('Usage: create-admin <email> <password>');
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seedReferenceData(db);
    await createSuperAdmin(db, createPasswords(config.argon2), { email, password });
    console.log(`Super admin ${email} created.`);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
