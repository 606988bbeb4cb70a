import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { Database } from '#db/database';
import { AppError } from '#errors';
import { signedInUser } from '#plugins/auth';
import { errorResponses } from '#schemas/error-response';
import { countLines, linesInOrder, type LinesFilter } from '../lines-repository';
import { CUSTOMS_READERS } from '../rules';
import { CustomsTypeSchema, LinesSearcher, type CustomsLine } from '../schemas';
import { takeDownloadLease, type DownloadLease } from './download-lease';
import { linesCsv, linesXlsx } from './files';

/** Downloads hold at most this many lines; a larger selection is refused with a message to narrow it. */
const MAX_DOWNLOAD_LINES = 100_000;
/** Lines read per query: on PGlite every other request waits for the one running, so there it stays short. */
const batchLines = (driver: 'pglite' | 'postgres') => (driver === 'pglite' ? 1_000 : 5_000);

const downloadSchema = {
  summary:
    'The searched customs lines as CSV or XLSX, streamed (text cells that start with = + - @ are neutralised); one download at a time per user',
  querystring: Type.Object({ type: CustomsTypeSchema, format: Type.Enum(['csv', 'xlsx']) }, { additionalProperties: false }),
  body: LinesSearcher,
  response: {
    200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The file' }),
    ...errorResponses(400, 401, 403, 429),
  },
};

/**
 * The lines in batches, the user's lease renewed with each (a download that stopped being read lets it run
 * out) and released once the last is read, before the file's end reaches the client.
 */
async function* leasedLines(
  db: Database,
  filter: LinesFilter,
  searcher: LinesSearcher,
  lease: DownloadLease,
): AsyncGenerator<CustomsLine[]> {
  try {
    for await (const lines of linesInOrder(db, filter, searcher, batchLines(db.driver))) {
      yield lines;
      await lease.renew();
    }
  } finally {
    await lease.release();
  }
}

export const customsDownloadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/download', { schema: downloadSchema, config: { roles: CUSTOMS_READERS } }, async (request, reply) => {
    const { type, format } = request.query;
    const lease = await takeDownloadLease(app.db, signedInUser(request).id);
    try {
      if ((await countLines(app.db, { type }, request.body, MAX_DOWNLOAD_LINES + 1)) > MAX_DOWNLOAD_LINES) {
        throw new AppError(
          400,
          'TOO_MANY_LINES',
          `At most ${MAX_DOWNLOAD_LINES.toLocaleString('en')} lines can be downloaded; narrow the search`,
        ).withParams({ max: MAX_DOWNLOAD_LINES });
      }
    } catch (error) {
      await lease.release();
      throw error;
    }
    const lines = leasedLines(app.db, { type }, request.body, lease);
    const file = format === 'csv' ? linesCsv(lines) : linesXlsx(lines);
    // A file destroyed before its first batch was asked for never started the lines.
    file.once('close', () => {
      lease.release().catch((error: unknown) => request.log.warn({ err: error }, 'a download lease was not released; it runs out'));
    });
    reply.header('content-disposition', `attachment; filename="customs-${type.toLowerCase()}.${format}"`);
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(file);
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(file);
  });
};
