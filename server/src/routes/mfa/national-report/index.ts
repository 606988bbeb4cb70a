import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { DIAGRAM_LANGUAGES } from '#mfa/labels';
import { renderSankeyPng } from '#mfa/sankey-files';
import { reportPdf } from '#mfa/report/pages';
import { reportXlsx } from '#mfa/report/xlsx';
import { errorResponses } from '#schemas/error-response';
import { MFA_READERS } from '../rules';
import { nationalReportContent } from './service';

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;

const reportSchema = {
  summary:
    'The national report for a year as PDF or XLSX in en, si or ta: the national Sankey, leakage by stage and fate with ranges, SDG 11.6.1 by province and district, data completeness, published figures beside, the provenance of every default',
  querystring: Type.Object(
    {
      year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year' }),
      format: Type.Enum([...REPORT_FORMATS], { description: 'pdf or xlsx' }),
      lang: Type.Optional(Type.Enum([...DIAGRAM_LANGUAGES], { description: 'en (default), si or ta' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.String({ description: 'application/pdf, or the XLSX workbook with format=xlsx' }),
    ...errorResponses(400, 401, 403),
  },
};

const TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** GET /mfa/national-report: one content, drawn as PDF or written as a workbook (ADR 0211). */
export const nationalReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/national-report', { schema: reportSchema, config: { roles: MFA_READERS } }, async (request, reply) => {
    const { year, format } = request.query;
    const language = request.query.lang ?? 'en';
    const content = await nationalReportContent(app.db, year, language);
    const file =
      format === 'pdf' ? await reportPdf(content) : await reportXlsx(content, await renderSankeyPng(content.sankey.flows, content.sankey));
    // A file, not the JSON the schema's types describe (the response schema only documents it).
    return (reply as FastifyReply)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="national-report-${year}-${language}.${format}"`)
      .type(TYPES[format])
      .send(file);
  });
};
