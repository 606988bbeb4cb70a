import { Type, type Static } from 'typebox';
import { PagingFields, SearchResult } from '#schemas/paging';
import { CUSTOMS_TYPES } from '#jobs/customs-import/columns';

export const CustomsTypeSchema = Type.Enum([...CUSTOMS_TYPES], { description: 'IMPORT or EXPORT' });

export const TypeQuery = Type.Object({ type: CustomsTypeSchema }, { additionalProperties: false });

export const CustomsLine = Type.Object(
  {
    id: Type.String(),
    uploadId: Type.String(),
    lineNumber: Type.Integer({ description: 'Line in the uploaded file (1 = header)' }),
    type: Type.String(),
    year: Type.Integer(),
    month: Type.Union([Type.Integer(), Type.Null()], { description: 'Null for a whole-year line' }),
    hsCode: Type.String({ description: '6 to 8 digits as filed' }),
    hs6: Type.String({ description: 'The 6-digit code that carries the sector' }),
    description: Type.String(),
    sectorId: Type.Union([Type.String(), Type.Null()]),
    sectorName: Type.Union([Type.String(), Type.Null()]),
    partnerCountry: Type.String({ description: 'ISO 3166 alpha-3' }),
    quantity: Type.Union([Type.Number(), Type.Null()]),
    quantityUnit: Type.String(),
    netWeightKg: Type.Union([Type.Number(), Type.Null()], { description: 'Null: not reported (unknown; ADR 0222)' }),
    value: Type.Number(),
    currency: Type.String(),
    fileName: Type.String(),
  },
  { title: 'CustomsLine' },
);
export type CustomsLine = Static<typeof CustomsLine>;

/** Spec section 3: the customs searcher (hscode, sector) and the data log view searcher (hsCode, sector). */
export const LinesSearcher = Type.Object(
  {
    ...PagingFields,
    hscode: Type.Optional(Type.String({ maxLength: 8, pattern: '^[0-9]*$', description: 'Code prefix' })),
    hsCode: Type.Optional(Type.String({ maxLength: 8, pattern: '^[0-9]*$', description: 'Code prefix (same as hscode)' })),
    sector: Type.Optional(Type.String({ maxLength: 40, description: "A sector id, or 'NONE' for lines without a sector" })),
  },
  { additionalProperties: false, title: 'CustomsLinesSearcher' },
);
export type LinesSearcher = Static<typeof LinesSearcher>;

export const LinesSearchResult = SearchResult(CustomsLine, 'CustomsLinePage');

/** How far a running import has read its file: the percentage is of the file's bytes, the lines are those written. */
export const UploadProgress = Type.Object({
  percent: Type.Integer({ minimum: 0, maximum: 100, description: 'Bytes read of the file size, in percent (100 only when done)' }),
  linesRead: Type.Integer({ minimum: 0, description: 'Lines checked and written so far' }),
});
export type UploadProgress = Static<typeof UploadProgress>;

/** A refused file's problems as codes the browser words (jobs/customs-import/import-problems.ts). */
export const ImportErrorDetails = Type.Object(
  {
    lines: Type.Integer({ minimum: 0, description: 'Lines (or whole-file reasons) with problems; the first 100 are in problems' }),
    problems: Type.Array(
      Type.Object({
        line: Type.Union([Type.Integer(), Type.Null()], { description: 'The line, the header being 1; null: the whole file' }),
        code: Type.String({ description: 'REQUIRED, NOT_A_NUMBER, REPEATS, WRONG_HEADER, ...' }),
        params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
      }),
    ),
  },
  { description: "When FAILED by its lines or contents: errorMessage's reasons as codes with params, for the user's language" },
);
