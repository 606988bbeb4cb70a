import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isUuid } from '#db/uuid';
import { inputRefused, notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { errorResponses } from '#schemas/error-response';
import { CUSTOMS_WRITERS } from '../rules';
import { withdrawUpload } from './repository';

const withdrawSchema = {
  summary:
    'Withdraw a completed file (imported into the wrong flow or with wrong figures): its lines leave every search, graph, statistic and download; the data log keeps it as WITHDRAWN with who, when and why',
  params: Type.Object({ jobId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  body: Type.Object(
    {
      reason: Type.String({ maxLength: 1000, description: 'Why the file is withdrawn (required, kept in the data log and the audit log)' }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      { status: Type.Literal('WITHDRAWN'), withdrawnAt: Type.String(), reason: Type.String() },
      { title: 'CustomsWithdrawal' },
    ),
    ...errorResponses(400, 401, 403, 404, 409),
  },
};

/** POST /customs/uploads/{jobId}/withdraw: customs staff take a completed file's lines out of every read. */
export const customsWithdrawRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/uploads/:jobId/withdraw', { schema: withdrawSchema, config: { roles: CUSTOMS_WRITERS } }, async (request) => {
    const { jobId } = request.params;
    const reason = request.body.reason.trim();
    if (!reason) throw inputRefused('Say why the file is withdrawn', 'WITHDRAWAL_REASON_REQUIRED');
    if (!isUuid(jobId)) throw notFound('Upload job not found', 'UPLOAD');
    return withdrawUpload(app.db, jobId, reason, signedInUser(request).id);
  });
};
