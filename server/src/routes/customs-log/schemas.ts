import { Type, type Static } from 'typebox';
import { CUSTOMS_TYPES } from '#jobs/customs-import/columns';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher, PagingChoices, PagingFields } from '#schemas/paging';
import { ImportNotesSchema } from '#jobs/customs-import/import-notes-schema';
import { ImportErrorDetails, LinesSearcher, LinesSearchResult, UploadProgress } from '#routes/customs/schemas';

export const Upload = Type.Object(
  {
    id: Type.String({ description: 'The job id' }),
    fileName: Type.String(),
    type: Type.String(),
    fileFormat: Type.String(),
    sizeBytes: Type.Integer(),
    rows: Type.Union([Type.Integer(), Type.Null()], { description: 'Lines imported; null until the job completes' }),
    status: Type.String(),
    errorMessage: Type.Union([Type.String(), Type.Null()]),
    errorCode: Type.Union([Type.String(), Type.Null()], {
      description: 'When FAILED for the whole file: the catalogue code the browser words (FOREIGN_REPORTER)',
    }),
    errorParams: Type.Union([Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), Type.Null()]),
    errorDetails: Type.Union([ImportErrorDetails, Type.Null()]),
    importNotes: Type.Union([ImportNotesSchema, Type.Null()]),
    createdBy: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
    createdAt: Type.String(),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    progress: Type.Union([UploadProgress, Type.Null()], { description: 'While PENDING: how far the import has read the file' }),
    withdrawal: Type.Union(
      [
        Type.Object({
          at: Type.String(),
          by: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
          reason: Type.String(),
        }),
        Type.Null(),
      ],
      { description: 'When WITHDRAWN: who withdrew the file, when and why' },
    ),
  },
  { title: 'CustomsUpload' },
);
export type Upload = Static<typeof Upload>;

export const UPLOAD_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'WITHDRAWN'] as const;

export const initSearchSchema = {
  summary: 'Choices and defaults of the data log search',
  response: {
    200: Type.Object({
      ...PagingChoices,
      defaultSearcher: DefaultSearcher,
      types: Type.Array(Type.String()),
      statuses: Type.Array(Type.String()),
    }),
    ...errorResponses(401, 403),
  },
};

export const UploadSearcher = Type.Object(
  {
    ...PagingFields,
    fileName: Type.Optional(Type.String({ maxLength: 255 })),
    type: Type.Optional(Type.Enum([...CUSTOMS_TYPES])),
    status: Type.Optional(Type.Enum([...UPLOAD_STATUSES])),
  },
  { additionalProperties: false },
);
export type UploadSearcher = Static<typeof UploadSearcher>;

export const searchUploadsSchema = {
  summary: 'Every uploaded customs file by upload time, with its status and error',
  body: UploadSearcher,
  response: { 200: Type.Object({ rows: Type.Array(Upload), total: Type.Integer() }), ...errorResponses(400, 401, 403) },
};

export const viewUploadSchema = {
  summary: 'One uploaded file and the customs lines it brought, by HS code prefix and sector, paged',
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  body: LinesSearcher,
  response: {
    200: Type.Object({ upload: Upload, rows: LinesSearchResult.properties.rows, total: Type.Integer() }),
    ...errorResponses(400, 401, 403, 404),
  },
};
