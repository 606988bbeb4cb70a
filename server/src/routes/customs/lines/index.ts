import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '#errors';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher } from '#schemas/paging';
import { CUSTOMS_READERS } from '../rules';
import {
  DEFAULT_SEARCHER,
  LinesSearcher,
  LinesSearchResult,
  PAGINATION_OPTIONS,
  SORT_ORDER_OPTIONS,
  TypeQuery,
  CustomsTypeSchema,
} from '../schemas';
import { linesCsv, linesXlsx } from './download';
import { searchLines } from './repository';

/** Downloads hold at most this many lines; a larger selection is refused with a message to narrow it. */
const MAX_DOWNLOAD_LINES = 100_000;

export const customsLinesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: CUSTOMS_READERS };

  app.get(
    '/init-search',
    {
      config,
      schema: {
        summary: 'Choices and defaults of the customs lines search',
        tags: ['customs'],
        response: {
          200: Type.Object({
            paginationOptions: Type.Array(Type.Integer()),
            sortOrderOptions: Type.Array(Type.String()),
            searcher: DefaultSearcher,
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ paginationOptions: PAGINATION_OPTIONS, sortOrderOptions: SORT_ORDER_OPTIONS, searcher: DEFAULT_SEARCHER }),
  );

  app.post(
    '/search',
    {
      config,
      schema: {
        summary: 'Customs lines of one flow by HS code prefix and sector, paged',
        tags: ['customs'],
        querystring: TypeQuery,
        body: LinesSearcher,
        response: { 200: LinesSearchResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchLines(db, { type: request.query.type }, request.body),
  );

  app.post(
    '/download',
    {
      config,
      schema: {
        summary: 'The searched customs lines as CSV or XLSX (text cells that start with = + - @ are neutralised)',
        tags: ['customs'],
        querystring: Type.Object({ type: CustomsTypeSchema, format: Type.Enum(['csv', 'xlsx']) }, { additionalProperties: false }),
        body: LinesSearcher,
        response: {
          200: Type.Unsafe<string | Buffer>({ type: 'string', format: 'binary', description: 'The file' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { type, format } = request.query;
      const result = await searchLines(
        db,
        { type },
        { ...request.body, pageStart: 0, pageSize: MAX_DOWNLOAD_LINES + 1 },
        true,
        MAX_DOWNLOAD_LINES + 1,
      );
      if (result.total > MAX_DOWNLOAD_LINES) {
        throw new AppError(
          400,
          'TOO_MANY_LINES',
          `At most ${MAX_DOWNLOAD_LINES.toLocaleString('en')} lines can be downloaded; narrow the search`,
        );
      }
      const name = `customs-${type.toLowerCase()}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(linesCsv(result.rows));
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await linesXlsx(result.rows));
    },
  );
};
