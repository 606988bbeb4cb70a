import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '#errors';
import { errorResponses } from '#schemas/error-response';
import { searchLines } from '../lines-repository';
import { CUSTOMS_READERS } from '../rules';
import { CustomsTypeSchema, LinesSearcher } from '../schemas';
import { linesCsv, linesXlsx } from './files';

/** Downloads hold at most this many lines; a larger selection is refused with a message to narrow it. */
const MAX_DOWNLOAD_LINES = 100_000;

const downloadSchema = {
  summary: 'The searched customs lines as CSV or XLSX (text cells that start with = + - @ are neutralised)',
  querystring: Type.Object({ type: CustomsTypeSchema, format: Type.Enum(['csv', 'xlsx']) }, { additionalProperties: false }),
  body: LinesSearcher,
  response: {
    200: Type.Unsafe<string | Buffer>({ type: 'string', format: 'binary', description: 'The file' }),
    ...errorResponses(400, 401, 403),
  },
};

export const customsDownloadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/download', { schema: downloadSchema, config: { roles: CUSTOMS_READERS } }, async (request, reply) => {
    const { type, format } = request.query;
    const result = await searchLines(
      app.db,
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
  });
};
