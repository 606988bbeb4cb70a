import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '#errors';
import { isUuid } from '#db/uuid';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher, pageOf, PagingFields } from '#schemas/paging';
import { searchLines } from '#routes/customs/lines-repository';
import { CUSTOMS_READERS } from '#routes/customs/rules';
import { DEFAULT_SEARCHER, LinesSearcher, LinesSearchResult, PAGINATION_OPTIONS, SORT_ORDER_OPTIONS } from '#routes/customs/schemas';
import { domainRoutes } from '../domain-routes';

const Upload = Type.Object(
  {
    id: Type.String({ description: 'The job id' }),
    fileName: Type.String(),
    type: Type.String(),
    fileFormat: Type.String(),
    sizeBytes: Type.Integer(),
    rows: Type.Union([Type.Integer(), Type.Null()], { description: 'Lines imported; null until the job completes' }),
    status: Type.String(),
    errorMessage: Type.Union([Type.String(), Type.Null()]),
    createdBy: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
    createdAt: Type.String(),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'CustomsUpload' },
);

interface UploadRow {
  id: string;
  file_name: string;
  type: string;
  file_format: string;
  size_bytes: string | number;
  row_count: number | null;
  status: string;
  error_message: string | null;
  created_by: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = `u.id, u.file_name, u.type, u.file_format, u.size_bytes, u.row_count, u.status, u.error_message, u.created_by,
  p.first_name, p.last_name, u.created_at, u.finished_at`;

const toUpload = (r: UploadRow) => ({
  id: r.id,
  fileName: r.file_name,
  type: r.type,
  fileFormat: r.file_format,
  sizeBytes: Number(r.size_bytes),
  rows: r.row_count,
  status: r.status,
  errorMessage: r.error_message,
  createdBy: { id: r.created_by, name: r.first_name === null ? '' : `${r.first_name} ${r.last_name}` },
  createdAt: new Date(r.created_at).toISOString(),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
});

const customsLogResource: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: CUSTOMS_READERS };

  app.get(
    '/init-search',
    {
      config,
      schema: {
        summary: 'Choices and defaults of the data log search',
        tags: ['customs'],
        response: {
          200: Type.Object({
            paginationOptions: Type.Array(Type.Integer()),
            sortOrderOptions: Type.Array(Type.String()),
            defaultSearcher: DefaultSearcher,
            types: Type.Array(Type.String()),
            statuses: Type.Array(Type.String()),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      paginationOptions: PAGINATION_OPTIONS,
      sortOrderOptions: SORT_ORDER_OPTIONS,
      defaultSearcher: { ...DEFAULT_SEARCHER, pageSort: 'DESC' },
      types: ['IMPORT', 'EXPORT'],
      statuses: ['PENDING', 'COMPLETED', 'FAILED'],
    }),
  );

  app.post(
    '/search',
    {
      config,
      schema: {
        summary: 'Every uploaded customs file by upload time, with its status and error',
        tags: ['customs'],
        body: Type.Object(
          {
            ...PagingFields,
            fileName: Type.Optional(Type.String({ maxLength: 255 })),
            type: Type.Optional(Type.Enum(['IMPORT', 'EXPORT'])),
            status: Type.Optional(Type.Enum(['PENDING', 'COMPLETED', 'FAILED'])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ rows: Type.Array(Upload), total: Type.Integer() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = pageOf(request.body);
      const params = [request.body.fileName?.trim() || null, request.body.type ?? null, request.body.status ?? null];
      const where = `WHERE ($1::text IS NULL OR u.file_name ILIKE '%' || $1::text || '%')
          AND ($2::text IS NULL OR u.type = $2::text) AND ($3::text IS NULL OR u.status = $3::text)`;
      const [total, { rows }] = await Promise.all([
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM customs_uploads u ${where}`, params),
        db.query<UploadRow>(
          `SELECT ${COLUMNS} FROM customs_uploads u LEFT JOIN users p ON p.id = u.created_by ${where}
            ORDER BY u.created_at ${page.direction}, u.id LIMIT $4 OFFSET $5`,
          [...params, page.limit, page.offset],
        ),
      ]);
      return { rows: rows.map(toUpload), total: total.rows[0].total };
    },
  );

  app.post(
    '/view/search/:id',
    {
      config,
      schema: {
        summary: 'One uploaded file and the customs lines it brought, by HS code prefix and sector, paged',
        tags: ['customs'],
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
        body: LinesSearcher,
        response: {
          200: Type.Object({ upload: Upload, rows: LinesSearchResult.properties.rows, total: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('Upload not found');
      const { rows } = await db.query<UploadRow>(
        `SELECT ${COLUMNS} FROM customs_uploads u LEFT JOIN users p ON p.id = u.created_by WHERE u.id = $1`,
        [id],
      );
      if (!rows[0]) throw notFound('Upload not found');
      const lines = await searchLines(db, { uploadId: id }, request.body);
      return { upload: toUpload(rows[0]), ...lines };
    },
  );
};

export const customsLogRoutes = domainRoutes('customs-log', [customsLogResource]);
