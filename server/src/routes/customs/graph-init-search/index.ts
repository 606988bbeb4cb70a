import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { graphAnswer } from '../graph-answers';
import { CUSTOMS_READERS } from '../rules';

const graphInitSearchSchema = {
  summary: 'Flow choices and the years that have customs lines (newest first)',
  response: {
    200: Type.Object({
      importExportType: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
      years: Type.Array(Type.Integer()),
    }),
    ...errorResponses(401, 403),
  },
};

export const customsGraphInitSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/graph-init-search', { schema: graphInitSearchSchema, config: { roles: CUSTOMS_READERS } }, async () => {
    const years = await graphAnswer(app.db, 'years', async () => {
      const { rows } = await app.db.query<{ year: number }>('SELECT DISTINCT year FROM customs_visible_lines ORDER BY year DESC');
      return rows.map((row) => row.year);
    });
    return {
      importExportType: [
        { id: '', name: 'Import/Export' },
        { id: 'IMPORT', name: 'Import' },
        { id: 'EXPORT', name: 'Export' },
      ],
      years,
    };
  });
};
