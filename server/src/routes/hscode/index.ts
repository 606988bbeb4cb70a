import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher, PagingFields } from '#schemas/paging';
import { CUSTOMS_READERS, CUSTOMS_WRITERS } from '#routes/customs/rules';
import { DEFAULT_SEARCHER, PAGINATION_OPTIONS, SORT_ORDER_OPTIONS } from '#routes/customs/schemas';
import { domainRoutes } from '../domain-routes';
import { listSectors, Sector } from '#routes/sector/index';
import { assignSector, findHsCode, hsCodeVersion, searchHsCodes } from './repository';

const HsCode = Type.Object(
  {
    id: Type.String({ description: 'The code itself' }),
    hsCode: Type.String(),
    description: Type.String(),
    level: Type.Integer(),
    chapter: Type.String(),
    heading: Type.Union([Type.String(), Type.Null()]),
    inNomenclature: Type.Boolean({ description: 'False for a code seen in a file that HS2022 lacks' }),
    sectorId: Type.Union([Type.String(), Type.Null()]),
    sectorName: Type.Union([Type.String(), Type.Null()]),
    lineCount: Type.Integer({ description: 'Customs lines under this code' }),
  },
  { title: 'HsCode' },
);

const Version = Type.String({ description: 'Changes when any sector assignment changes; cached pages of another version are stale' });
const Text = Type.Optional(Type.String({ maxLength: 100, description: 'Code prefix or words of the description' }));
const SectorFilter = Type.Optional(Type.String({ maxLength: 40, description: "A sector id, or 'NONE'" }));
const Result = Type.Object({ rows: Type.Array(HsCode), total: Type.Integer(), version: Version }, { title: 'HsCodePage' });

const hsCodeResource: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const read = { roles: CUSTOMS_READERS };

  app.get(
    '/init-search',
    {
      config: read,
      schema: {
        summary: 'Choices and defaults of the HS code search, and the version of the sector assignments',
        tags: ['customs'],
        response: {
          200: Type.Object({
            paginationOptions: Type.Array(Type.Integer()),
            sortOrderOptions: Type.Array(Type.String()),
            defaultSearcher: DefaultSearcher,
            version: Version,
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      paginationOptions: PAGINATION_OPTIONS,
      sortOrderOptions: SORT_ORDER_OPTIONS,
      defaultSearcher: DEFAULT_SEARCHER,
      version: await hsCodeVersion(db),
    }),
  );

  app.post(
    '/search',
    {
      config: read,
      schema: {
        summary: 'HS2022 subheadings (and codes seen in files) by code prefix or description and sector, paged',
        tags: ['customs'],
        body: Type.Object({ ...PagingFields, hsCode: Text, sectorId: SectorFilter }, { additionalProperties: false }),
        response: { 200: Result, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ ...(await searchHsCodes(db, { ...request.body, pendingOnly: false })), version: await hsCodeVersion(db) }),
  );

  app.post(
    '/search-new',
    {
      config: read,
      schema: {
        summary: 'Pending HS codes: seen in customs files, without a sector yet',
        tags: ['customs'],
        body: Type.Object({ ...PagingFields, hsCode: Text, sector: SectorFilter }, { additionalProperties: false }),
        response: { 200: Result, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { sector, ...rest } = request.body;
      return { ...(await searchHsCodes(db, { ...rest, sectorId: sector, pendingOnly: true })), version: await hsCodeVersion(db) };
    },
  );

  app.get(
    '/edit/:id',
    {
      config: read,
      schema: {
        summary: 'One HS code and the sectors it may be given',
        tags: ['customs'],
        params: Type.Object({ id: Type.String({ pattern: '^[0-9]{6}$', description: '6-digit code' }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ hsCode: HsCode, sectors: Type.Array(Sector) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const hsCode = await findHsCode(db, request.params.id);
      if (!hsCode) throw notFound('HS code not found');
      return { hsCode, sectors: await listSectors(db) };
    },
  );

  app.post(
    '/update',
    {
      config: { roles: CUSTOMS_WRITERS },
      schema: {
        summary: 'Give one or more 6-digit codes a sector (null: none); their customs lines follow',
        tags: ['customs'],
        body: Type.Object(
          {
            hsCodes: Type.Array(Type.String({ pattern: '^[0-9]{6}$' }), { minItems: 1, maxItems: 1000, uniqueItems: true }),
            sectorId: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()]),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ updated: Type.Integer(), version: Version }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assignSector(db, request.body.hsCodes, request.body.sectorId, signedInUser(request).id),
  );
};

export const hsCodeRoutes = domainRoutes('hscode', [hsCodeResource]);
