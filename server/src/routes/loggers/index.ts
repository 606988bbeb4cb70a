import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDateRange } from '#dates/date-range';
import { ROLE } from '#auth/roles';
import { domainRoutes } from '../domain-routes';
import { csvOf } from '#spreadsheet/cells';
import { exportLoggers, loggerOptions, searchLoggers } from './repository';
import { exportLoggersSchema, loggerOptionsSchema, searchLoggersSchema } from './schemas';

const SUPER_ADMIN = [ROLE.SUPER_ADMIN];

const CSV_HEADER = [
  'id',
  'at (Sri Lanka time UTC+05:30)',
  'action',
  'entity',
  'entityId',
  'recordLabel',
  'userId',
  'userName',
  'userEmail',
  'actingLocalAuthorityId',
  'actingLocalAuthorityName',
  'before',
  'after',
];

/** An instant as the Loggers page shows it: Sri Lanka time (+05:30 all year), to the second, e.g. 2026-03-01 14:05:09. */
export const colomboTime = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The audit log, read only: there is no call that changes it (and migration 0015 makes the database refuse to). */
const loggerSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/search', { schema: searchLoggersSchema, config: { roles: SUPER_ADMIN } }, (request) => {
    checkDateRange(request.body);
    return searchLoggers(app.db, request.body);
  });

  app.post('/export', { schema: exportLoggersSchema, config: { roles: SUPER_ADMIN } }, async (request, reply) => {
    checkDateRange(request.body);
    const rows = await exportLoggers(app.db, request.body);
    const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
    const csv = csvOf([
      CSV_HEADER,
      ...rows.map((row) => [
        row.id,
        colomboTime(row.at),
        row.action,
        row.entity,
        row.entityId,
        row.recordLabel,
        row.userId,
        row.userName,
        row.userEmail,
        row.actingLocalAuthorityId,
        row.actingLocalAuthorityName,
        json(row.before),
        json(row.after),
      ]),
    ]);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(csv);
  });

  app.get('/options', { schema: loggerOptionsSchema, config: { roles: SUPER_ADMIN } }, () => loggerOptions(app.db));
};

export const loggerRoutes = domainRoutes('loggers', [loggerSearchRoutes]);
