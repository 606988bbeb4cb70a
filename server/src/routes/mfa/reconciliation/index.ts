import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findAuthorities } from '../repository';
import { checkAreaScope, MFA_READERS } from '../rules';
import { areaAuthorities, type Area } from '../service';
import { reconciliationSchema } from './schemas';
import { areaReconciliation } from './service';

const LEVELS = { AUTHORITY: 'LA', DISTRICT: 'DISTRICT', PROVINCE: 'PROVINCE' } as const;
const MISSING = { LA: 'LOCAL_AUTHORITY', DISTRICT: 'DISTRICT', PROVINCE: 'PROVINCE' } as const;

/** `GET /mfa/reconciliation`: the area's flows reconciled with their uncertainty (docs/mfa.md, ADR 0240). */
export const reconciliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get('/reconciliation', { schema: reconciliationSchema, config: { roles: MFA_READERS } }, async (request) => {
    const user = signedInUser(request);
    const { year, level } = request.query;
    const own = user.localAuthorityId ? ((await findAuthorities(db, { localAuthorityId: user.localAuthorityId }))[0] ?? null) : null;
    let area: Area;
    if (level === 'NATIONAL') area = { level };
    else {
      const areaLevel = LEVELS[level];
      const fallback = own ? { LA: own.localAuthorityId, DISTRICT: own.districtId, PROVINCE: own.provinceId }[areaLevel] : undefined;
      const id = request.query.id ?? fallback;
      if (id === undefined) throw notFound(`Choose the ${level.toLowerCase()} (id)`, 'AREA_NOT_CHOSEN');
      area = { level: areaLevel, id };
    }
    checkAreaScope(user, own, { level: area.level, id: 'id' in area ? area.id : undefined });
    const authorities = await areaAuthorities(db, area);
    if (authorities.length === 0 && area.level !== 'NATIONAL') throw notFound(`${level} ${area.id} not found`, MISSING[area.level]);
    const { rules, reconciliation: result } = await areaReconciliation(db, year, authorities);
    const link = (index: number) => ({ from: result.flows[index].from, to: result.flows[index].to });
    return {
      year,
      level,
      id: 'id' in area ? area.id : null,
      authorities: authorities.length,
      flows: result.flows.map((flow) => ({
        from: flow.from,
        to: flow.to,
        reportedKg: flow.value,
        reportedSdKg: flow.sd,
        reconciledKg: flow.reconciled,
        sdKg: flow.reconciledSd,
        grossError: { ...flow.grossError, oneOf: flow.grossError.oneOf.map(link) },
      })),
      chiSquare: result.chiSquare,
      degreesOfFreedom: result.degreesOfFreedom,
      pValue: result.pValue,
      critical: result.critical,
      overDetermined: result.overDetermined,
      balancedNodes: result.balancedNodes,
      rulesVersions: Object.fromEntries(rules.map((rule) => [rule.kind, rule.version])),
    };
  });
};
