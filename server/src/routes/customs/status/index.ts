import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isUuid } from '#db/uuid';
import { notFound } from '#errors';
import { errorResponses } from '#schemas/error-response';
import { CUSTOMS_READERS } from '../rules';
import { failIfAbandoned, findUpload } from './repository';

const UploadStatus = Type.Object({
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('COMPLETED'), Type.Literal('FAILED')]),
  message: Type.Optional(Type.String({ description: 'While PENDING: rows read so far; when COMPLETED: lines imported' })),
  errorMessage: Type.Optional(Type.String({ description: 'When FAILED: why, with the bad lines (the first 100)' })),
  fileName: Type.String(),
  type: Type.String(),
  rowsDone: Type.Integer(),
  linesImported: Type.Optional(Type.Integer({ description: 'When COMPLETED: the lines imported (message says it in English)' })),
});

const statusSchema = {
  summary: "Where an upload's import job is: PENDING (queued or running), COMPLETED or FAILED",
  params: Type.Object({ jobId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  response: { 200: UploadStatus, ...errorResponses(400, 401, 403, 404) },
};

/** Where an upload's import job is; a job pg-boss gave up on turns its upload FAILED here. */
export const customsStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/status/:jobId', { schema: statusSchema, config: { roles: CUSTOMS_READERS } }, async (request) => {
    const { jobId } = request.params;
    if (!isUuid(jobId)) throw notFound('Upload job not found', 'UPLOAD');
    let upload = await findUpload(app.db, jobId);
    if (!upload) throw notFound('Upload job not found', 'UPLOAD');
    if (upload.status === 'PENDING' && (await failIfAbandoned(app.db, app.jobQueue, jobId))) {
      upload = (await findUpload(app.db, jobId)) ?? upload;
    }
    const base = { status: upload.status, fileName: upload.file_name, type: upload.type, rowsDone: upload.rows_done };
    if (upload.status === 'FAILED') return { ...base, errorMessage: upload.error_message ?? 'The import failed' };
    if (upload.status === 'COMPLETED') {
      const linesImported = upload.row_count ?? 0;
      return { ...base, linesImported, message: `${linesImported.toLocaleString('en')} lines imported` };
    }
    return { ...base, message: `${upload.rows_done.toLocaleString('en')} rows read` };
  });
};
