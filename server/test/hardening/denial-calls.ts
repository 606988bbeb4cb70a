import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { bearer, DEMO, login } from '../helpers/login';
import { centreBody, rangeEntry } from '../helpers/sampath-piyasa';
import { colomboDay, DAILY } from '../helpers/waste-data';
import { multipart } from '../routes/customs/customs-upload';
import { PRINCIPALS, type IdCase, type Principal } from './route-access';
/**
 * The calls of the denial matrix (denial-matrix.test.ts): the fixtures each caller needs, and what each route is
 * sent so that an allowed caller gets its success answer.
 */
export const COLOMBO = 'LG-11001';
export const OWN_RECYCLER = 'RC-DEMO-01';
export const OTHER_RECYCLER = 'RC-DEMO-02';
/** A one-line customs file, different each time (the same file twice is refused as a duplicate). */
export const csv = () =>
  `year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency\n2024,1,391510,Waste of polymers of ethylene,IND,${next()},kg,10,1000,USD\n`;

export interface Context {
  app: FastifyInstance;
  tokens: Record<Principal, string | undefined>;
  userIds: Record<'admin' | 'customs' | 'localAuthority' | 'recycler' | 'superAdmin', string>;
  otherAuthority: string;
  ids: Record<string, { own: string; other: string; missing: string }>;
}

export interface Call {
  query?: Record<string, string | number>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Run after the call (signing out ends every access token of the user: sign in again). */
  after?: () => Promise<void>;
}

let serial = 0;
export const next = () => ++serial;
export const yearNow = Number(colomboDay(0).slice(0, 4));

/** The user behind a principal (the super admin in all three of its guises). */
export function userKey(principal: Principal): keyof Context['userIds'] | undefined {
  if (principal.startsWith('superAdmin')) return 'superAdmin';
  return ['admin', 'customs', 'localAuthority', 'recycler'].includes(principal) ? (principal as keyof Context['userIds']) : undefined;
}

/** The query the principal adds to every call: a super admin acting as an authority or a recycler names it. */
export function principalQuery(principal: Principal): Record<string, string> {
  if (principal === 'superAdminAsAuthority') return { localAuthorityId: COLOMBO };
  if (principal === 'superAdminAsRecycler') return { recyclerId: OWN_RECYCLER };
  return {};
}

export async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

export async function send(
  ctx: Context,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  return ctx.app.inject({ method, url: `${url}${search ? `?${search}` : ''}`, payload, headers: bearer(token) });
}

async function calendarEvent(ctx: Context, token: string): Promise<string> {
  const response = await send(ctx, token, 'POST', '/api/v1/calendar/events', {
    title: `Event ${next()}`,
    start: '2025-06-01T09:00:00Z',
    end: '2025-06-01T10:00:00Z',
    allDay: false,
  });
  await expectStatus(response, 201, 'creating an event');
  return response.json().id;
}

export async function parameterRequest(ctx: Context, localAuthorityId: string): Promise<string> {
  const response = await send(
    ctx,
    ctx.tokens.superAdmin!,
    'POST',
    '/api/v1/local-authority/send-request',
    { header: `Request ${next()}`, description: 'From the matrix' },
    { localAuthorityId },
  );
  await expectStatus(response, 201, 'sending a request');
  return response.json().id;
}

const EMAIL = {
  admin: DEMO.admin,
  customs: DEMO.customs,
  localAuthority: DEMO.colomboMc,
  recycler: DEMO.recycler,
  superAdmin: DEMO.superAdmin,
};

async function signInAgain(ctx: Context, principal: Principal): Promise<void> {
  const user = userKey(principal);
  if (!user) return;
  const { accessToken } = await login(ctx.app, EMAIL[user]);
  for (const each of PRINCIPALS) if (userKey(each) === user) ctx.tokens[each] = accessToken;
}

/** The id a cell uses; records a call consumes (complete, discard, delete) are made for the cell. */
export async function idFor(ctx: Context, route: string, principal: Principal, idCase: IdCase): Promise<string> {
  if (route.includes('/calendar/events/')) {
    if (idCase === 'missing') return randomUUID();
    const caller: Principal = userKey(principal) ? principal : 'admin';
    const owner = idCase === 'own' ? caller : caller === 'admin' ? 'customs' : 'admin';
    return calendarEvent(ctx, ctx.tokens[owner]!);
  }
  if (route.startsWith('POST /api/v1/requests/')) {
    if (idCase === 'missing') return randomUUID();
    return parameterRequest(ctx, idCase === 'own' ? COLOMBO : ctx.otherAuthority);
  }
  const key = Object.keys(ctx.ids).find((prefix) => route.startsWith(prefix));
  if (!key) throw new Error(`No ids for ${route}`);
  return ctx.ids[key][idCase];
}

/** A fresh record of each kind, saved by the super admin for Colombo MC or the own recycler, for a correction to name. */
async function createdId(ctx: Context, url: string, payload: object, query: Record<string, string>): Promise<string> {
  const response = await send(ctx, ctx.tokens.superAdmin!, 'POST', url, payload, query);
  await expectStatus(response, 201, `saving for a correction at ${url}`);
  const body = response.json();
  return (body.id ?? body.entries[0].id) as string;
}

export const recyclerReturnBody = () => {
  const n = next();
  return {
    month: `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`,
    plasticType: 'HARD',
    openingStockKg: 100,
    closingStockKg: 250,
    intake: [{ sourceId: 'SRC-LA', kg: 1000 }],
    output: [{ productTypeId: 'HPT-FLK', kg: 700 }],
    rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
  };
};

const VOID = { reason: 'Entered twice by mistake', void: true };

/** A request each route accepts from a caller it allows. */
export const REQUESTS: Record<string, (ctx: Context, principal: Principal) => Call | Promise<Call>> = {
  'POST /api/v1/auth/authenticate': () => ({ payload: { username: DEMO.admin, password: DEMO_PASSWORD } }),
  'POST /api/v1/auth/logout': (ctx, principal) => ({
    payload: { refresh_token: 'not-a-refresh-token' },
    after: () => signInAgain(ctx, principal),
  }),
  'POST /api/v1/auth/signup': () => ({
    payload: {
      firstName: 'Matrix',
      lastName: 'Caller',
      email: `signup${next()}@example.org`,
      phone: '0771234567',
      organisation: 'Galle MC',
      password: 'Correct-Horse-Battery-9',
    },
  }),
  'POST /api/v1/auth/forgot-password': () => ({ payload: { email: 'nobody@example.org' } }),
  'POST /api/v1/auth/reset-password': () => ({ payload: { token: 'not-a-token', password: 'Correct-Horse-Battery-9' } }),
  'POST /api/v1/auth/verify-email': () => ({ payload: { token: 'not-a-token' } }),
  'POST /api/v1/auth/resend-verification': () => ({ payload: { email: 'nobody@example.org' } }),
  'POST /api/v1/auth/verify-account': () => ({ payload: { token: 'not-a-token' } }),
  'POST /api/v1/users': () => ({
    payload: {
      email: `user${next()}@example.org`,
      firstName: 'New',
      lastName: 'User',
      roles: ['001'],
      defaultRole: '001',
    },
  }),
  'PUT /api/v1/users/me/profile': async (ctx, principal) => {
    const token = ctx.tokens[principal];
    if (!token)
      return {
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.org',
          phone: '0771234567',
          bio: '',
          socialLinks: { facebook: '', x: '', linkedin: '', instagram: '' },
        },
      };
    const { firstName, lastName, email, phone, bio, socialLinks } = (await send(ctx, token, 'GET', '/api/v1/users/me/profile')).json();
    return { payload: { firstName, lastName, email, phone: phone || '0771234567', bio: bio ?? '', socialLinks } };
  },
  'POST /api/v1/users/me/password': () => ({ payload: { currentPassword: 'not-the-password', newPassword: 'Correct-Horse-Battery-9' } }),
  'POST /api/v1/users/me/acting-as': () => ({ payload: { role: '005' } }),
  'POST /api/v1/users/search': () => ({ payload: {} }),
  'PUT /api/v1/users/support-contact': () => ({ payload: { name: 'Matrix unit', email: '', phone: '' } }),
  'PATCH /api/v1/users/{id}': () => ({ payload: {} }),
  'POST /api/v1/master-data/districts': () => ({ payload: {} }),
  'POST /api/v1/master-data/local-authorities': () => ({ payload: {} }),
  'POST /api/v1/local-authority/search-la': () => ({ payload: {} }),
  'POST /api/v1/local-authority/insert/la-waste-data': () => ({ payload: { ...DAILY, entryDate: colomboDay(-next()) } }),
  'POST /api/v1/local-authority/plausibility/la-waste-data': () => ({ payload: { ...DAILY, entryDate: colomboDay(-next()) } }),
  'POST /api/v1/local-authority/waste-corrections': async (ctx) => ({
    payload: {
      ...VOID,
      recordId: await createdId(
        ctx,
        '/api/v1/local-authority/insert/la-waste-data',
        { ...DAILY, entryDate: colomboDay(-next()) },
        { localAuthorityId: COLOMBO },
      ),
    },
  }),
  'POST /api/v1/local-authority/search-waste': () => ({ payload: {} }),
  'POST /api/v1/local-authority/la-waste-collection': () => ({ payload: { year: yearNow } }),
  'POST /api/v1/local-authority/send-request': () => ({
    payload: { header: `Matrix ${next()}`, description: 'A change the matrix asks for' },
  }),
  'POST /api/v1/recycler/search': () => ({ payload: {} }),
  'POST /api/v1/recycler/save-recycler': () => {
    const n = next();
    return {
      payload: {
        name: `Matrix Recycler ${n}`,
        primaryAddress: 'No. 9, Chilaw Road, Negombo',
        districtId: 'LK-12',
        hotline: '031 222 3344',
        registrationNumber: `CEA/REC/M/${n}`,
        plasticTypes: ['HARD'],
        capacityTonnesPerMonth: 10,
        status: 'ACTIVE',
      },
    };
  },
  'POST /api/v1/recycler/create-account': () => ({
    payload: { recyclerId: 'RC-DEMO-03', email: `recycler${next()}@example.org`, firstName: 'Rec', lastName: 'Ycler' },
  }),
  'POST /api/v1/recycler/save-master-data': () => ({ payload: { list: 'plasticSources', name: `Matrix source ${next()}` } }),
  'POST /api/v1/recycler/save-recycler-waste-data': () => ({ payload: recyclerReturnBody() }),
  'POST /api/v1/recycler/plausibility': () => ({ payload: recyclerReturnBody() }),
  'POST /api/v1/recycler/waste-corrections': async (ctx) => ({
    payload: {
      ...VOID,
      recordId: await createdId(ctx, '/api/v1/recycler/save-recycler-waste-data', recyclerReturnBody(), { recyclerId: OWN_RECYCLER }),
    },
  }),
  'POST /api/v1/recycler/search-waste-data-list': () => ({ payload: {} }),
  'POST /api/v1/recycler/own-graph': () => ({ payload: {} }),
  'POST /api/v1/recycler/national-graph': () => ({ payload: {} }),
  'GET /api/v1/calendar/events': () => ({ query: { from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' } }),
  'POST /api/v1/calendar/events': () => ({
    payload: { title: `Matrix ${next()}`, start: '2025-06-01T09:00:00Z', end: '2025-06-01T10:00:00Z', allDay: false },
  }),
  'PUT /api/v1/calendar/events/{id}': () => ({
    payload: { title: 'Moved', start: '2025-06-02T09:00:00Z', end: '2025-06-02T10:00:00Z', allDay: false },
  }),
  'POST /api/v1/sampath-piyasa/search-center': () => ({ payload: {} }),
  'POST /api/v1/sampath-piyasa/save-center': () => ({ payload: centreBody(`Matrix Centre ${next()}`) }),
  'POST /api/v1/sampath-piyasa/save-waste-data': (ctx) => {
    const day = colomboDay(-next());
    return { payload: { entries: [rangeEntry(ctx.ids['GET /api/v1/sampath-piyasa/center/'].own, day, day)] } };
  },
  'POST /api/v1/sampath-piyasa/plausibility': (ctx) => {
    const day = colomboDay(-next());
    return { payload: { entries: [rangeEntry(ctx.ids['GET /api/v1/sampath-piyasa/center/'].own, day, day)] } };
  },
  'POST /api/v1/sampath-piyasa/waste-corrections': async (ctx) => {
    const day = colomboDay(-next());
    const entries = [rangeEntry(ctx.ids['GET /api/v1/sampath-piyasa/center/'].own, day, day)];
    return {
      payload: {
        ...VOID,
        recordId: await createdId(ctx, '/api/v1/sampath-piyasa/save-waste-data', { entries }, { localAuthorityId: COLOMBO }),
      },
    };
  },
  'POST /api/v1/sampath-piyasa/search-waste': () => ({ payload: {} }),
  'POST /api/v1/sampath-piyasa/collected-quantities-graph': () => ({ payload: { year: yearNow } }),
  'POST /api/v1/sampath-piyasa/recyclable-waste-graph': () => ({ payload: { year: yearNow } }),
  'GET /api/v1/mfa/mfa-la-summary': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/mfa-national-summary': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/get-mfa-data-inputs': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/leakage-parameters': () => ({ query: { year: 2025 } }),
  'POST /api/v1/mfa/leakage-parameters': () => ({ payload: { changes: [{ parameter: 'level.collection', value: 'HIGH' }] } }),
  'POST /api/v1/mfa/what-if': () => ({ payload: { year: 2025, changes: [] } }),
  'GET /api/v1/mfa/diagram-la': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/district-diagram-la': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/province-diagram-la': () => ({ query: { year: 2025 } }),
  'POST /api/v1/mfa/search-mfa': () => ({ payload: { year: 2025, level: 'NATIONAL' } }),
  'GET /api/v1/mfa/sdg-11-6-1': () => ({ query: { year: 2025, level: 'NATIONAL' } }),
  'GET /api/v1/mfa/national-report': () => ({ query: { year: 2025, format: 'xlsx', lang: 'en' } }),
  'GET /api/v1/mfa/reconciliation': () => ({ query: { year: 2025, level: 'NATIONAL' } }),
  'POST /api/v1/mfa/uncertainty-rules': () => ({ payload: { changes: [{ kind: 'REPORTED_RECORD', relativeSd: 0.1 }] } }),
  'GET /api/v1/admin/district-map': () => ({ query: { year: 2025 } }),
  'POST /api/v1/customs/upload': () => {
    const body = multipart(`matrix-${next()}.csv`, csv());
    return { query: { type: 'IMPORT' }, payload: body.payload, headers: body.headers };
  },
  'POST /api/v1/customs/search': () => ({ query: { type: 'IMPORT' }, payload: {} }),
  'POST /api/v1/customs/download': () => ({ query: { type: 'IMPORT', format: 'csv' }, payload: {} }),
  'POST /api/v1/customs/statisticsGraphs': () => ({ payload: { type: '', year: 2024, toYear: 2025 } }),
  'POST /api/v1/customs/sectorGenerationStatisticsGraphs': () => ({ payload: { type: '', year: 2024, toYear: 2025 } }),
  'POST /api/v1/customs/partnerStatisticsGraphs': () => ({ payload: { type: '', year: 2024, toYear: 2025 } }),
  'POST /api/v1/customs/uploads/{jobId}/withdraw': () => ({ payload: { reason: 'The denial matrix' } }),
  'POST /api/v1/hscode/search': () => ({ payload: {} }),
  'POST /api/v1/hscode/search-new': () => ({ payload: {} }),
  'POST /api/v1/hscode/update': (ctx) => ({ payload: { hsCodes: [ctx.ids['GET /api/v1/hscode/edit/'].own], sectorId: null } }),
  'POST /api/v1/customs-log/search': () => ({ payload: {} }),
  'POST /api/v1/customs-log/view/search/{id}': () => ({ payload: {} }),
  'POST /api/v1/loggers/search': () => ({ payload: {} }),
  'POST /api/v1/loggers/export': () => ({ payload: {} }),
  'POST /api/v1/requests/search': () => ({ payload: {} }),
  'POST /api/v1/requests/{id}/discard': () => ({ payload: { reason: 'Not needed' } }),
  'POST /api/v1/admin/local-authorities/search': () => ({ payload: {} }),
  'POST /api/v1/admin/local-authorities/{id}/waste': () => ({ payload: {} }),
  'POST /api/v1/admin/local-authorities/{id}/centres': () => ({ payload: {} }),
  'GET /api/v1/admin/local-authorities/{id}/mfa-summary': () => ({ query: { year: 2025 } }),
  'POST /api/v1/notifications/read': () => ({ payload: { ids: [randomUUID()] } }),
};
