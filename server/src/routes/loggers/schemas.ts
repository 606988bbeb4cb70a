import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { PageSort, PagingFields, SearchResult } from '#schemas/paging';
import { IsoDate } from '#routes/local-authority/waste-schemas';

const Filters = {
  userId: Type.Optional(Type.String({ format: 'uuid', description: 'Who did it' })),
  actingLocalAuthorityId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, description: 'The authority acted for, e.g. LG-11001' }),
  ),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'e.g. create, update, sign-in' })),
  entity: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'e.g. user, la_waste_record' })),
  fromDate: Type.Optional(IsoDate('Entries on or after this day (Sri Lanka time)')),
  toDate: Type.Optional(IsoDate('Entries on or before this day (Sri Lanka time)')),
};

export const LoggerSearcher = Type.Object(
  {
    ...Filters,
    pageStart: PagingFields.pageStart,
    pageSize: PagingFields.pageSize,
    pageSort: PageSort({ default: 'DESC', description: 'By when the entry was written; newest first by default' }),
  },
  { additionalProperties: false },
);
export type LoggerSearcher = Static<typeof LoggerSearcher>;

export const LoggerFilters = Type.Object(Filters, { additionalProperties: false });
export type LoggerFilters = Static<typeof LoggerFilters>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const LoggerRow = Type.Object({
  id: Type.String({ description: 'Entries are numbered in the order they were written' }),
  at: Type.String({ format: 'date-time' }),
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  recordLabel: Nullable(
    Type.String({ description: 'The record in words (a name, a waste ID, a request header) where it can still be found; null otherwise' }),
  ),
  recordLabelSi: Nullable(
    Type.String({ description: "The record's Sinhala name where the record is a local authority (ADR 0152); null otherwise" }),
  ),
  recordLabelTa: Nullable(
    Type.String({ description: "The record's Tamil name where the record is a local authority (ADR 0152); null otherwise" }),
  ),
  userId: Nullable(Type.String({ description: 'Null for the system itself (seeds, jobs)' })),
  userName: Nullable(Type.String()),
  userEmail: Nullable(Type.String()),
  actingLocalAuthorityId: Nullable(Type.String()),
  actingLocalAuthorityName: Nullable(Type.String()),
  actingLocalAuthorityNameSi: Nullable(
    Type.String({ description: "The acting authority's Sinhala name (its council type translated at least, ADR 0152)" }),
  ),
  actingLocalAuthorityNameTa: Nullable(
    Type.String({ description: "The acting authority's Tamil name (its council type translated at least, ADR 0152)" }),
  ),
  before: Type.Unknown({ description: 'The record before the change, as stored; null when there was none' }),
  after: Type.Unknown({ description: 'The record after the change, as stored; null when there is none' }),
});
export type LoggerRow = Static<typeof LoggerRow>;

export const LoggerSearchResult = SearchResult(LoggerRow);
export type LoggerSearchResult = Static<typeof LoggerSearchResult>;

export const searchLoggersSchema = {
  summary: 'The audit log by who, acting authority, action, entity and date; newest first unless pageSort is ASC, paged',
  body: LoggerSearcher,
  response: { 200: LoggerSearchResult, ...errorResponses(400, 401, 403) },
};

export const exportLoggersSchema = {
  summary:
    'The audit entries matching the filters as CSV (newest first, at most 50 000 rows), times in Sri Lanka time (UTC+05:30, said in the header); cells are formula-safe',
  body: LoggerFilters,
  produces: ['text/csv'],
  response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(400, 401, 403) },
};

export const loggerOptionsSchema = {
  summary: 'The actions and entities present in the audit log, for the filters',
  response: { 200: Type.Object({ actions: Type.Array(Type.String()), entities: Type.Array(Type.String()) }), ...errorResponses(401, 403) },
};
