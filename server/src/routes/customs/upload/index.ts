import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isUuid } from '#db/uuid';
import { AppError, notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { errorResponses } from '#schemas/error-response';
import { CUSTOMS_IMPORT_QUEUE } from '../import/import-job';
import { fileTooLargeMessage, MAX_FILE_BYTES } from '../import/limits';
import { formatOf } from '../import/read-rows';
import { CUSTOMS_READERS, CUSTOMS_WRITERS } from '../rules';
import { TypeQuery } from '../schemas';
import { deleteParts, PART_BYTES, sweepOrphanParts, writePart } from './parts';
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
      const fileName = (file.filename || 'upload').slice(0, 255);
      // The file streams into parts of 256 KiB under the id its job will have, hashed on the way; it is never
      // held whole. A refused file's parts are deleted at once.
      const id = randomUUID();
      const hash = createHash('sha256');
      let format: ReturnType<typeof formatOf> | undefined;
      let sizeBytes = 0;
      let part = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      // One part is written while the next is read from the request (at most two parts in memory).
      let writing: Promise<void> = Promise.resolve();
      const flush = async () => {
        const data = Buffer.concat(pending);
        const number = part;
        part += 1;
        pending = [];
        pendingBytes = 0;
        await writing;
        writing = writePart(db, id, number, data);
        writing.catch(() => undefined); // awaited before the next part and at the end
      };
      try {
        await sweepOrphanParts(db);
        for await (const chunk of file.file as AsyncIterable<Buffer>) {
          if (format === undefined) format = formatOf(fileName, chunk);
          if (!format) continue; // read to its end, stored nowhere
          hash.update(chunk);
          sizeBytes += chunk.length;
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= PART_BYTES) await flush();
        }
        if (file.file.truncated) throw refused(fileTooLargeMessage(), 'FILE_TOO_LARGE');
        if (format === undefined) format = formatOf(fileName, Buffer.alloc(0));
        if (!format) throw refused('Only CSV and XLSX files are accepted');
        if (pendingBytes > 0) await flush();
        await writing;
        await insertUpload(db, { id, type: request.query.type, fileName, format, sha256: hash.digest('hex'), sizeBytes }, user.id);
      } catch (error) {
        await writing.catch(() => undefined);
        await deleteParts(db, id);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(fileTooLargeMessage(), 'FILE_TOO_LARGE');
        throw error;
      }
      const jobId = id;
      await app.jobQueue.send(CUSTOMS_IMPORT_QUEUE, { uploadId: jobId }, { id: jobId });
      return reply.code(202).send({ jobId });
    },
  );

  app.get(
    '/status/:jobId',
    {
      config: { roles: CUSTOMS_READERS },
      schema: {
        summary: "Where an upload's import job is: PENDING (queued or running), COMPLETED or FAILED",
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
