import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { CUSTOMS_READERS } from '../rules';

export const customsGraphInitSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: CUSTOMS_READERS };

  app.get(
    '/graph-init-search',
    {
      config,
      schema: {
        summary: 'Flow choices and the years that have customs lines (newest first)',
        tags: ['customs'],
        response: {
          200: Type.Object({
            importExportType: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
            years: Type.Array(Type.Integer()),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const { rows } = await db.query<{ year: number }>('SELECT DISTINCT year FROM customs_visible_lines ORDER BY year DESC');
      return {
        importExportType: [
          { id: '', name: 'Import/Export' },
          { id: 'IMPORT', name: 'Import' },
          { id: 'EXPORT', name: 'Export' },
        ],
        years: rows.map((row) => row.year),
      };
    },
  );
};
