import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isUuid } from '#db/uuid';
import { notFound } from '#errors';
import { percentRead } from '#jobs/customs-import/progress';
import { errorResponses } from '#schemas/error-response';
import { describeImportNotes } from '#jobs/customs-import/import-notes';
import { ImportNotesSchema } from '#jobs/customs-import/import-notes-schema';
import { CUSTOMS_READERS } from '../rules';
import { ImportErrorDetails, UploadProgress } from '../schemas';
import { failIfAbandoned, findUpload } from './repository';

const UploadStatus = Type.Object({
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('COMPLETED'), Type.Literal('FAILED'), Type.Literal('WITHDRAWN')]),
  message: Type.Optional(Type.String({ description: 'While PENDING: rows read so far; when COMPLETED: lines imported' })),
  errorMessage: Type.Optional(Type.String({ description: 'When FAILED: why, with the bad lines (the first 100)' })),
  errorCode: Type.Optional(
    Type.String({ description: 'When FAILED for the whole file: the catalogue code the browser words (FOREIGN_REPORTER)' }),
  ),
  errorParams: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  errorDetails: Type.Optional(ImportErrorDetails),
  importNotes: Type.Optional(ImportNotesSchema),
  fileName: Type.String(),
  type: Type.String(),
  rowsDone: Type.Integer(),
  progress: Type.Optional(UploadProgress),
  linesImported: Type.Optional(Type.Integer({ description: 'When COMPLETED: the lines imported (message says it in English)' })),
  withdrawalReason: Type.Optional(Type.String({ description: 'When WITHDRAWN: why' })),
});

const statusSchema = {
  summary: "Where an upload's import job is: PENDING (queued or running, with its progress), COMPLETED, FAILED or WITHDRAWN",
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
    if (upload.status === 'FAILED') {
      const coded = upload.error_code ? { errorCode: upload.error_code, errorParams: upload.error_params ?? {} } : {};
      const details = upload.error_details ? { errorDetails: upload.error_details } : {};
      return { ...base, errorMessage: upload.error_message ?? 'The import failed', ...coded, ...details };
    }
    if (upload.status === 'COMPLETED' || upload.status === 'WITHDRAWN') {
      const linesImported = upload.row_count ?? 0;
      const withdrawn = upload.status === 'WITHDRAWN' ? { withdrawalReason: upload.withdrawal_reason ?? '' } : {};
      const progress = { percent: 100, linesRead: linesImported };
      const notes = upload.import_notes ? { importNotes: upload.import_notes } : {};
      const message = `${linesImported.toLocaleString('en')} lines imported${describeImportNotes(upload.import_notes)}`;
      return { ...base, ...withdrawn, ...notes, linesImported, progress, message };
    }
    const progress = { percent: percentRead(Number(upload.bytes_read), Number(upload.size_bytes)), linesRead: upload.rows_done };
    return { ...base, progress, message: `${upload.rows_done.toLocaleString('en')} rows read` };
  });
};
