import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '#errors';
import { signedInUser } from '#plugins/auth';
import { errorResponses } from '#schemas/error-response';
import { customsImportJob } from '#jobs/customs-import';
import { fileTooLargeMessage, MAX_FILE_BYTES, MAX_QUEUED_IMPORTS } from '#jobs/customs-import/limits';
import { deleteParts, PART_BYTES, sweepOrphanParts, writePart } from '#jobs/customs-import/parts';
import { formatOf } from '#jobs/customs-import/read-rows';
import { enqueue } from '#jobs/job-definition';
import { CUSTOMS_WRITERS } from '../rules';
import { TypeQuery } from '../schemas';
import { checkRoomInQueue } from './queue-room';
import { insertUpload } from './repository';

const refused = (message: string, reason: 'NOT_MULTIPART' | 'NO_FILE' | 'FORMAT') =>
  new AppError(400, 'INVALID_FILE', message).because(reason);
const tooLarge = () => new AppError(400, 'FILE_TOO_LARGE', fileTooLargeMessage()).withParams({ megabytes: MAX_FILE_BYTES / 1024 / 1024 });

const uploadSchema = {
  summary: `Upload a CSV or XLSX file of customs lines (multipart, one file field); the import runs as a background job (at most ${MAX_QUEUED_IMPORTS} waiting or importing per account)`,
  consumes: ['multipart/form-data'],
  querystring: TypeQuery,
  response: { 202: Type.Object({ jobId: Type.String() }), ...errorResponses(400, 401, 403, 409, 429) },
};

/** Upload of a customs file (one multipart file field); its import runs as a background job (jobs/customs-import.ts). */
export const customsUploadRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 5, parts: 6 } });

  app.post('/upload', { schema: uploadSchema, config: { roles: CUSTOMS_WRITERS } }, async (request, reply) => {
    const user = signedInUser(request);
    if (!request.isMultipart()) throw refused('Send the file as multipart/form-data with one file field', 'NOT_MULTIPART');
    await checkRoomInQueue(app.db, app.jobQueue, user.id);
    const file = await request.file();
    if (!file) throw refused('No file was sent', 'NO_FILE');
    const fileName = (file.filename || 'upload').slice(0, 255);
    // The file streams into parts (PART_BYTES) under the id its job will have, hashed on the way; it is never
    // held whole. A refused file's parts are deleted at once.
    const id = randomUUID();
    const hash = createHash('sha256');
    let format: ReturnType<typeof formatOf> | undefined;
    let sizeBytes = 0;
    let part = 0;
    let waiting: number;
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
      writing = writePart(app.db, id, number, data);
      writing.catch(() => undefined); // awaited before the next part and at the end
    };
    try {
      await sweepOrphanParts(app.db);
      for await (const chunk of file.file as AsyncIterable<Buffer>) {
        if (format === undefined) format = formatOf(fileName, chunk);
        if (!format) continue; // read to its end, stored nowhere
        hash.update(chunk);
        sizeBytes += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= PART_BYTES) await flush();
      }
      if (file.file.truncated) throw tooLarge();
      if (format === undefined) format = formatOf(fileName, Buffer.alloc(0));
      if (!format) throw refused('Only CSV and XLSX files are accepted', 'FORMAT');
      if (pendingBytes > 0) await flush();
      await writing;
      waiting = await insertUpload(
        app.db,
        { id, type: request.query.type, fileName, format, sha256: hash.digest('hex'), sizeBytes },
        user.id,
      );
    } catch (error) {
      await writing.catch(() => undefined);
      await deleteParts(app.db, id);
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    const jobId = id;
    // Fair turns: each account's first waiting file comes before anyone's second (pg-boss takes the highest
    // priority first, then the oldest).
    await enqueue(app.jobQueue, customsImportJob, { uploadId: jobId }, { id: jobId, priority: MAX_QUEUED_IMPORTS - waiting });
    return reply.code(202).send({ jobId });
  });
};
