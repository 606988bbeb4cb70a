import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { DEFAULT_SEARCHER, PAGING_CHOICES } from '#schemas/paging';
import { CUSTOMS_READERS, CUSTOMS_WRITERS } from '#routes/customs/rules';
import { listSectors } from '#routes/sector/index';
import { domainRoutes } from '../domain-routes';
import { assignSector, findHsCode, hsCodeVersion, searchHsCodes } from './repository';
import { editSchema, initSearchSchema, searchNewSchema, searchSchema, updateSchema } from './schemas';

/** The HS nomenclature and the codes seen in customs files, each with the end-use sector its lines count under. */
const hsCodeResource: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const read = { roles: CUSTOMS_READERS };

  app.get('/init-search', { schema: initSearchSchema, config: read }, async () => ({
    ...PAGING_CHOICES,
    defaultSearcher: DEFAULT_SEARCHER,
    version: await hsCodeVersion(db),
  }));

  app.post('/search', { schema: searchSchema, config: read }, async (request) => ({
    ...(await searchHsCodes(db, { ...request.body, pendingOnly: false })),
    version: await hsCodeVersion(db),
  }));

  app.post('/search-new', { schema: searchNewSchema, config: read }, async (request) => {
    const { sector, ...rest } = request.body;
    return { ...(await searchHsCodes(db, { ...rest, sectorId: sector, pendingOnly: true })), version: await hsCodeVersion(db) };
  });

  app.get('/edit/:id', { schema: editSchema, config: read }, async (request) => {
    const hsCode = await findHsCode(db, request.params.id);
    if (!hsCode) throw notFound('HS code not found', 'HS_CODE');
    return { hsCode, sectors: await listSectors(db) };
  });

  app.post('/update', { schema: updateSchema, config: { roles: CUSTOMS_WRITERS } }, async (request) =>
    assignSector(db, request.body.hsCodes, request.body.sectorId, signedInUser(request).id),
  );
};

export const hsCodeRoutes = domainRoutes('hscode', [hsCodeResource], { tag: 'customs' });
