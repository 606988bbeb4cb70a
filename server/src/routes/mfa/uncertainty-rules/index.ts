import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { recordAudit } from '#db/audit';
import { inputRefused } from '#errors';
import { signedInUser } from '#plugins/auth';
import { MFA_READERS } from '../rules';
import { addRuleVersions, findCurrentRules, findRuleHistory } from './repository';
import { readRulesSchema, writeRulesSchema } from './schemas';

/**
 * The uncertainty rules of the MFA's reconciliation: read by whoever reads the MFA, changed by the super admin
 * like the parameters (audited as an `mfa_parameter` change named `uncertainty.<KIND>`), each change a new version.
 */
export const uncertaintyRulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get('/uncertainty-rules', { schema: readRulesSchema, config: { roles: MFA_READERS } }, async () => {
    const [rules, history] = await Promise.all([findCurrentRules(db), findRuleHistory(db)]);
    return { rules, history };
  });

  app.post('/uncertainty-rules', { schema: writeRulesSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, async (request) => {
    const user = signedInUser(request);
    const { changes, note = '' } = request.body;
    if (new Set(changes.map((change) => change.kind)).size !== changes.length)
      throw inputRefused('Each kind may be changed once in a request');
    const saved = await db.transaction(async (tx) => {
      const before = await findCurrentRules(tx);
      const versions = await addRuleVersions(tx, changes, note, user.id);
      for (const change of versions) {
        const previous = before.find((rule) => rule.kind === change.kind)!;
        await recordAudit(tx, {
          actorUserId: user.id,
          actingLocalAuthorityId: null,
          action: 'update',
          entity: 'mfa_parameter',
          entityId: `uncertainty.${change.kind}`,
          before: { relativeSd: previous.relativeSd, version: previous.version },
          after: { relativeSd: change.relativeSd, version: change.version, note },
        });
      }
      return versions;
    });
    return { saved };
  });
};
