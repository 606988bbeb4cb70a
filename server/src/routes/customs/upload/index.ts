import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isUuid } from '../../../db/uuid';
import { AppError, notFound } from '../../../errors';
import { signedInUser } from '../../../plugins/auth';
import { errorResponses } from '../../../schemas/error-response';
import { CUSTOMS_IMPORT_QUEUE } from '../import/import-job';
import { fileTooLargeMessage, MAX_FILE_BYTES } from '../import/limits';
import { formatOf } from '../import/read-rows';
import { CUSTOMS_READERS, CUSTOMS_WRITERS } from '../rules';
import { TypeQuery } from '../schemas';
import { failAbandonedUpload, findUpload, insertUpload } from './repository';

const refused = (message: string, code = 'INVALID_FILE') => new AppError(400, code, message);

const UploadStatus = Type.Object({
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('COMPLETED'), Type.Literal('FAILED')]),
  message: Type.Optional(Type.String({ description: 'While PENDING: rows read so far; when COMPLETED: lines imported' })),
  errorMessage: Type.Optional(Type.String({ description: 'When FAILED: why, with the bad lines (the first 100)' })),
  fileName: Type.String(),
  type: Type.String(),
  rowsDone: Type.Integer(),
});

/** Upload of a customs file (one multipart file field) and the status of its import job. */
export const customsUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 5, parts: 6 } });

  app.post(
    '/upload',
    {
      config: { roles: CUSTOMS_WRITERS },
      schema: {
        summary: 'Upload a CSV or XLSX file of customs lines (multipart, one file field); the import runs as a background job',
        tags: ['customs'],
        consumes: ['multipart/form-data'],
        querystring: TypeQuery,
        response: { 202: Type.Object({ jobId: Type.String() }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw refused('Send the file as multipart/form-data with one file field');
      const file = await request.file();
      if (!file) throw refused('No file was sent');
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(fileTooLargeMessage(), 'FILE_TOO_LARGE');
        throw error;
      }
      const fileName = (file.filename || 'upload').slice(0, 255);
      const format = formatOf(fileName, content);
      if (!format) throw refused('Only CSV and XLSX files are accepted');
      const jobId = await insertUpload(db, { type: request.query.type, fileName, format, content }, user.id);
      await app.jobQueue.send(CUSTOMS_IMPORT_QUEUE, { uploadId: jobId }, { id: jobId });
      return reply.code(202).send({ jobId });
    },
  );

  app.get(
    '/status/:jobId',
    {
      config: { roles: CUSTOMS_READERS },
      schema: {
        summary: 'Where an upload\'s import job is: PENDING (queued or running), COMPLETED or FAILED',
        tags: ['customs'],
        params: Type.Object({ jobId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
        response: { 200: UploadStatus, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      if (!isUuid(jobId)) throw notFound('Upload job not found');
      let upload = await findUpload(db, jobId);
      if (!upload) throw notFound('Upload job not found');
      if (upload.status === 'PENDING') {
        const job = await app.jobQueue.getJobById(CUSTOMS_IMPORT_QUEUE, jobId);
        if (!job || job.state === 'failed' || job.state === 'cancelled') {
          await failAbandonedUpload(db, jobId, 'The import stopped with an error and was not retried; upload the file again');
          upload = (await findUpload(db, jobId)) ?? upload;
        }
      }
      const base = { status: upload.status, fileName: upload.file_name, type: upload.type, rowsDone: upload.rows_done };
      if (upload.status === 'FAILED') return { ...base, errorMessage: upload.error_message ?? 'The import failed' };
      if (upload.status === 'COMPLETED') return { ...base, message: `${(upload.row_count ?? 0).toLocaleString('en')} lines imported` };
      return { ...base, message: `${upload.rows_done.toLocaleString('en')} rows read` };
    },
  );
};
