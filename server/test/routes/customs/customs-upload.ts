import type { FastifyInstance } from 'fastify';
import { importCustomsFile } from '#jobs/customs-import';
import { bearer } from '#test/helpers/login';

export const HEADER = 'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency';

/** A multipart body with one file field, as a browser sends it. */
export function multipart(fileName: string, content: Buffer | string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----customs-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(app: FastifyInstance, token: string, fileName: string, content: Buffer | string, type = 'IMPORT') {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: `/api/v1/customs/upload?type=${type}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Uploads and runs the import at once (what the worker does), then answers the status call. */
export async function uploadAndImport(app: FastifyInstance, token: string, fileName: string, content: Buffer | string, type = 'IMPORT') {
  const response = await upload(app, token, fileName, content, type);
  if (response.statusCode !== 202) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  const { jobId } = response.json();
  await importCustomsFile(jobId, { db: app.db, log: app.log });
  const status = await app.inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
  return { jobId: jobId as string, status: status.json() };
}

/** The customs lines search of one flow (only lines of completed imports are visible). */
export function searchLines(app: FastifyInstance, token: string, type: 'IMPORT' | 'EXPORT', searcher: object = {}) {
  return app.inject({ method: 'POST', url: `/api/v1/customs/search?type=${type}`, payload: searcher, headers: bearer(token) });
}
