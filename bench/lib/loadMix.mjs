// The load bench's realistic mix: who calls what and how often, and for each call the bare repository call its
// handler runs.
import { DEMO_PASSWORD } from './scratchProduct.mjs';

export const DEMO = {
  localAuthority: 'colombo.mc@demo.lk',
  admin: 'admin@demo.lk',
  superAdmin: 'superadmin@demo.lk',
  customs: 'customs@demo.lk',
  recycler: 'recycler@demo.lk',
};

/** What a user of each role does, with weights; users take the roles in turn. */
export const ROLE_MIX = [
  { role: 'localAuthority', calls: { 'waste list': 45, 'waste insert': 35, 'waste dashboard': 20 } },
  { role: 'admin', calls: { 'requests list': 60, 'MFA national': 40 } },
  { role: 'superAdmin', calls: { 'accounts list': 50, completeness: 50 } },
  { role: 'customs', calls: { 'customs list': 60, 'customs graph': 40 } },
  { role: 'recycler', calls: { 'recycler list': 60, 'recycler national': 40 } },
];
/** The share of every user's calls that are sign-ins (argon2 at the production cost). */
const SIGN_IN_SHARE = 0.05;

/** A user's next call: a sign-in now and then, else one of its role's calls by weight. */
export function nextCallOf(calls, random) {
  if (random() < SIGN_IN_SHARE) return 'sign-in';
  const total = Object.values(calls).reduce((sum, weight) => sum + weight, 0);
  let r = random() * total;
  for (const [name, weight] of Object.entries(calls)) if ((r -= weight) < 0) return name;
  return Object.keys(calls)[0];
}

const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Each call the next authority in turn, a day further back for each: no two inserts of one side collide. */
export function insertTargets(authorities) {
  let turn = 0;
  const days = {};
  return () => {
    const authority = authorities[turn++ % authorities.length];
    days[authority] = (days[authority] ?? 0) + 1;
    return { authority, entryDate: daysAgo(days[authority]) };
  };
}

const wasteEntry = (entryDate, plasticType) => ({
  frequencyType: 'DAILY',
  entryDate,
  plasticType,
  collectedQuantity: 2,
  recoveredQuantity: 0.5,
  rejectedQuantity: 0.25,
  discardedQuantity: 0.1,
  quantityUnit: 'MT_PER_DAY',
  recycledQuantityKg: 1000,
  // The same figures go to every authority, above the estimate of the smallest: the user confirms them, as the form asks.
  acknowledgedWarnings: ['ABOVE_ESTIMATE', 'OUTSIDE_HISTORY'],
});

/**
 * Every call of the mix: the API call (for `loadApi`) and the bare repository call the handler runs (with the
 * defaults the schema fills in), or null where the handler is more than one repository call. `state` holds the
 * tokens, the super admin's id and each side's insert targets; the two sides insert different plastic types.
 */
export function callsOf(state) {
  const { tokens } = state;
  const page = { pageStart: 0, pageSize: 25, pageSort: 'ASC' };
  const year = new Date().getUTCFullYear();
  return {
    'sign-in': {
      api: () => ({ path: '/auth/authenticate', body: { username: DEMO.admin, password: DEMO_PASSWORD } }),
      bare: (m, db) => m.users.findPasswordHash(db, DEMO.admin),
    },
    'waste list': {
      api: () => ({ path: '/local-authority/search-waste', token: tokens.localAuthority, body: {} }),
      bare: (m, db) => m.waste.searchWasteRecords(db, 'LG-11001', page),
    },
    'waste insert': {
      api: () => {
        const { authority, entryDate } = state.apiInserts();
        const path = `/local-authority/insert/la-waste-data?localAuthorityId=${authority}`;
        return { path, token: tokens.superAdmin, body: wasteEntry(entryDate, 'HARD') };
      },
      bare: (m, db) => {
        const { authority, entryDate } = state.bareInserts();
        const record = m.wasteRules.newWasteRecord(wasteEntry(entryDate, 'SOFT'), daysAgo(0));
        return m.waste.insertWasteRecord(db, authority, state.superAdminId, record);
      },
    },
    'waste dashboard': {
      api: () => ({ path: '/local-authority/la-waste-collection', token: tokens.localAuthority, body: { year } }),
      bare: null,
    },
    'requests list': {
      api: () => ({ path: '/requests/search', token: tokens.admin, body: {} }),
      bare: (m, db) => m.requests.searchRequests(db, page),
    },
    'MFA national': {
      api: () => ({ method: 'GET', path: `/mfa/mfa-national-summary?year=${year - 1}`, token: tokens.admin }),
      bare: async (m, db) => m.mfa.authorityResults(db, year - 1, await m.mfaRepository.findAuthorities(db)),
    },
    'accounts list': {
      api: () => ({ path: '/users/search', token: tokens.superAdmin, body: {} }),
      bare: (m, db) => m.accounts.searchAccounts(db, page),
    },
    completeness: {
      api: () => ({ method: 'GET', path: '/admin/completeness', token: tokens.superAdmin }),
      bare: (m, db) => m.completeness.completenessByDistrict(db, year),
    },
    'customs list': {
      api: () => ({ path: '/customs/search?type=IMPORT', token: tokens.customs, body: {} }),
      bare: (m, db) => m.customs.searchLines(db, { type: 'IMPORT' }, page),
    },
    'customs graph': {
      api: () => ({ path: '/customs/statisticsGraphs', token: tokens.customs, body: { type: '', year: year - 2, toYear: year } }),
      bare: null,
    },
    'recycler list': {
      api: () => ({ path: '/recycler/search-waste-data-list', token: tokens.recycler, body: {} }),
      bare: (m, db) => m.returns.searchReturns(db, 'RC-DEMO-01', page),
    },
    'recycler national': {
      api: () => ({ path: '/recycler/national-graph', token: tokens.recycler, body: {} }),
      bare: null,
    },
  };
}
