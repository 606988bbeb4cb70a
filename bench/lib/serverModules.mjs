// The server's own modules the benches call, from its build (`server/dist`): the database openers, and the
// repository functions the bare side of a comparison runs. Their files follow the server's route folders; when
// one moves, this is the one place to follow it.
import { join } from 'node:path';
import { ROOT } from './builtServer.mjs';

const built = (path) => import(join(ROOT, 'server', 'dist', `${path}.js`));

export const openPostgresDatabase = async (...args) => (await built('db/postgres-database')).openPostgresDatabase(...args);
export const openDatabase = async (...args) => (await built('db/open-database')).openDatabase(...args);

/** The repository modules, by what they hold. */
export async function repositories() {
  return {
    users: await built('users/user-repository'),
    waste: await built('routes/local-authority/waste-repository'),
    wasteRules: await built('routes/local-authority/waste-rules'),
    sampathPiyasa: await built('routes/sampath-piyasa/entry-repository'),
    requests: await built('routes/requests/repository'),
    mfa: await built('routes/mfa/service'),
    mfaRepository: await built('routes/mfa/repository'),
    accounts: await built('routes/users/repository'),
    completeness: await built('routes/admin/completeness/repository'),
    customs: await built('routes/customs/lines-repository'),
    returns: await built('routes/recycler/returns-repository'),
    recyclerGraphs: await built('routes/recycler/graphs-repository'),
  };
}
