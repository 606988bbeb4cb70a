import type { Passwords } from '../auth/password';
import { ROLE, type RoleCode } from '../auth/roles';
import type { Database } from '../db/database';
import { emailIsTaken, insertUser, type NewUser } from '../users/user-repository';
import { DEMO_RECYCLERS } from './demo-recyclers';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  email: string;
  password: string;
  role: RoleCode;
  description: string;
}

const DEMO_USERS: (NewUser & { description: string })[] = [
  {
    email: 'superadmin@demo.lk',
    firstName: 'Nimal',
    lastName: 'Perera',
    roles: [ROLE.SUPER_ADMIN],
    defaultRole: ROLE.SUPER_ADMIN,
    description: 'Super Admin',
  },
  {
    email: 'admin@demo.lk',
    firstName: 'Kumari',
    lastName: 'Jayasinghe',
    roles: [ROLE.ADMIN],
    defaultRole: ROLE.ADMIN,
    description: 'Admin',
  },
  {
    email: 'customs@demo.lk',
    firstName: 'Ruwan',
    lastName: 'Fernando',
    roles: [ROLE.SL_CUSTOM],
    defaultRole: ROLE.SL_CUSTOM,
    description: 'SL Custom',
  },
  {
    email: 'colombo.mc@demo.lk',
    firstName: 'Fathima',
    lastName: 'Rizwan',
    roles: [ROLE.LOCAL_AUTHORITY],
    defaultRole: ROLE.LOCAL_AUTHORITY,
    localAuthorityId: 'LG-11001',
    description: 'Local Authority (Colombo MC)',
  },
  {
    email: 'recycler@demo.lk',
    firstName: 'Suresh',
    lastName: 'Rajapaksha',
    roles: [ROLE.RECYCLER],
    defaultRole: ROLE.RECYCLER,
    recyclerId: DEMO_RECYCLERS[0].id,
    description: `Recycler (${DEMO_RECYCLERS[0].name})`,
  },
];

/** Creates the missing demo accounts; an existing account keeps whatever it has become. */
export async function seedDemoAccounts(db: Database, passwords: Passwords): Promise<DemoAccount[]> {
  for (const user of DEMO_USERS) {
    if (await emailIsTaken(db, user.email)) continue;
    const passwordHash = await passwords.hash(DEMO_PASSWORD);
    await db.transaction((tx) => insertUser(tx, user, passwordHash, null));
  }
  return DEMO_USERS.map((user) => ({
    email: user.email,
    password: DEMO_PASSWORD,
    role: user.roles[0],
    description: user.description,
  }));
}
