import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isUuid } from '#db/uuid';
import { notFound } from '#errors';
import { CUSTOMS_TYPES } from '#jobs/customs-import/columns';
import { DEFAULT_SEARCHER, PAGING_CHOICES } from '#schemas/paging';
import { searchLines } from '#routes/customs/lines-repository';
import { CUSTOMS_READERS } from '#routes/customs/rules';
import { domainRoutes } from '../domain-routes';
import { findUpload, searchUploads } from './repository';
import { initSearchSchema, searchUploadsSchema, UPLOAD_STATUSES, viewUploadSchema } from './schemas';

/** The data log: every uploaded customs file, its status, and the lines it brought. */
const customsLogResource: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: CUSTOMS_READERS };

  app.get('/init-search', { schema: initSearchSchema, config }, async () => ({
    ...PAGING_CHOICES,
    defaultSearcher: { ...DEFAULT_SEARCHER, pageSort: 'DESC' },
    types: [...CUSTOMS_TYPES],
    statuses: [...UPLOAD_STATUSES],
  }));

  app.post('/search', { schema: searchUploadsSchema, config }, async (request) => searchUploads(db, request.body));

  app.post('/view/search/:id', { schema: viewUploadSchema, config }, async (request) => {
    const { id } = request.params;
    const upload = isUuid(id) ? await findUpload(db, id) : null;
    if (!upload) throw notFound('Upload not found', 'UPLOAD');
    return { upload, ...(await searchLines(db, { uploadId: id }, request.body)) };
  });
};

export const customsLogRoutes = domainRoutes('customs-log', [customsLogResource], { tag: 'customs' });
