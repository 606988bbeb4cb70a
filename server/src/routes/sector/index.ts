import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '#db/database';
import { errorResponses } from '#schemas/error-response';
import { domainRoutes } from '../domain-routes';
import { CUSTOMS_READERS } from '#routes/customs/rules';

export const Sector = Type.Object(
  { id: Type.String(), name: Type.String({ description: 'English; the client translates by id' }), source: Type.String() },
  { title: 'Sector' },
);

export async function listSectors(db: Queryable) {
  const { rows } = await db.query<{ id: string; name: string; source: string }>(
    'SELECT id, name, source FROM customs_sectors ORDER BY sort_order',
  );
  return rows;
}

const sectorsSchema = {
  summary: 'The end-use sectors of plastics, each with its source',
  response: { 200: Type.Object({ sectors: Type.Array(Sector) }), ...errorResponses(401, 403) },
};

const sectorResource: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: sectorsSchema, config: { roles: CUSTOMS_READERS } }, async () => ({ sectors: await listSectors(app.db) }));
};

export const sectorRoutes = domainRoutes('sector', [sectorResource], { tag: 'customs' });
