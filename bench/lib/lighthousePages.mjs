// The pages `lighthouse.mjs` audits after signing in through the page: every menu page of every role (issue 41),
// each with the account that opens it. A page added to a remote's menu is added here.

/** The demo accounts' shared password (server/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'Demo@1234';

/** Role, account, and the addresses it opens, in the order audited (one sign-in a role). */
export const ROLE_PAGES = [
  { role: 'local authority', email: 'colombo.mc@demo.lk', paths: ['/dashboard', '/parameters', '/wasteData', '/sampath-piyasa'] },
  { role: 'recycler', email: 'recycler@demo.lk', paths: ['/dashboard', '/wasteData'] },
  {
    role: 'customs',
    email: 'customs@demo.lk',
    paths: ['/dashboard', '/hscodes', '/pending-hscodes', '/import', '/export', '/data-log'],
  },
  { role: 'admin', email: 'admin@demo.lk', paths: ['/dashboard', '/requests'] },
  {
    role: 'super admin',
    email: 'superadmin@demo.lk',
    paths: ['/dashboard', '/loggers', '/local-authorities', '/customs', '/recycler', '/accounts', '/uncertainty-rules'],
  },
];

/**
 * `BENCH_LIGHTHOUSE_PAGES` (comma-separated, e.g. `customs /hscodes,admin`): only the pages whose `role path`
 * contains one of them; every page without it.
 */
export function selectedRolePages(filter = process.env.BENCH_LIGHTHOUSE_PAGES) {
  const wanted = (filter ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return ROLE_PAGES.map((rolePages) => ({
    ...rolePages,
    paths: rolePages.paths.filter((path) => wanted.length === 0 || wanted.some((part) => `${rolePages.role} ${path}`.includes(part))),
  })).filter((rolePages) => rolePages.paths.length > 0);
}

/**
 * `BENCH_LIGHTHOUSE_LANGUAGES` (comma-separated, `en` by default; `en,si` for Sinhala's script too): each page is
 * audited in each, the language asked for in the address (`?lng=`), as a visitor's choice is remembered.
 */
export const LANGUAGES = (process.env.BENCH_LIGHTHOUSE_LANGUAGES ?? 'en')
  .split(',')
  .map((language) => language.trim())
  .filter(Boolean);
