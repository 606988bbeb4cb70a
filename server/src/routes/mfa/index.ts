import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localAuthorityScope } from '#auth/policy';
import { ROLE } from '#auth/roles';
import { colomboToday } from '#dates/colombo-today';
import { recordAudit } from '#db/audit';
import { notFound } from '#errors';
import { buildInputs, computeMfa, NUMERIC_PARAMETERS, rollUp, STAGES } from '#mfa/index';
import { forgetMfaResults } from '#mfa/contributions';
import { LEVEL_DESCRIPTIONS, STAGE_DESCRIPTIONS } from '#mfa/level-descriptions';
import { signedInUser } from '#plugins/auth';
import { domainRoutes } from '../domain-routes';
import { sendDiagram } from './diagram';
import { nationalReportRoutes } from './national-report';
import { sdgRoutes } from './sdg-11-6-1';
import { reconciliationRoutes } from './reconciliation';
import { uncertaintyRulesRoutes } from './uncertainty-rules';
import { findAuthorities, findProvinces, saveOverrides } from './repository';
import { checkAreaScope, MFA_READERS, mfaAuthority, normaliseChanges, rates } from './rules';
import {
  dataInputsSchema,
  diagramSchema,
  laSummarySchema,
  leakageParametersSchema,
  nationalSummarySchema,
  searchMfaSchema,
  whatIfSchema,
  writeParametersSchema,
} from './schemas';
import { authorityInputs, authorityResults, authoritySummary, knownAuthority, mfaStoresSettled, type Area } from './service';

const currentYear = () => Number(colomboToday().slice(0, 4));

const mfaResourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const readers = { roles: MFA_READERS };
  const ownAuthority = { roles: [ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN] };
  // Results still being stored are written before the database closes (onClose runs in reverse order).
  app.addHook('onClose', () => mfaStoresSettled());

  const authority = (id: string) => knownAuthority(db, id);

  app.get('/mfa-la-summary', { schema: laSummarySchema, config: readers }, async (request) => {
    const { year, localAuthorityId } = request.query;
    return authoritySummary(db, year, await authority(mfaAuthority(signedInUser(request), localAuthorityId)));
  });

  app.get('/mfa-national-summary', { schema: nationalSummarySchema, config: readers }, async (request) => {
    const { year } = request.query;
    const authorities = await findAuthorities(db);
    const parts = await authorityResults(db, year, authorities);
    const nation = rollUp(year, parts);
    const provinces = (await findProvinces(db)).map((province) => {
      const ids = new Set(authorities.filter((a) => a.provinceId === province.id).map((a) => a.localAuthorityId));
      const sum = rollUp(
        year,
        parts.filter((part) => ids.has(part.localAuthorityId)),
      );
      return {
        ...province,
        totals: sum.totals,
        rates: rates(sum),
        authorities: sum.authorities,
        authoritiesWithData: sum.authoritiesWithData,
      };
    });
    return { ...nation, rates: rates(nation), provinces };
  });

  app.get('/get-mfa-data-inputs', { schema: dataInputsSchema, config: ownAuthority }, async (request) => {
    const id = localAuthorityScope(signedInUser(request), request.query.localAuthorityId);
    const year = request.query.year ?? currentYear();
    const row = await authority(id);
    const inputs = await authorityInputs(db, year, row);
    const result = computeMfa(inputs);
    const parameters = [...NUMERIC_PARAMETERS.map((key) => inputs[key]), inputs.days].map((input) => ({
      key: input.name,
      value: input.value,
      unit: input.unit,
      source: input.source,
    }));
    return {
      year,
      localAuthority: { id: row.localAuthorityId, name: row.name },
      parameters,
      reported: inputs.reported ? { ...inputs.reported, days: inputs.days.value } : null,
      flows: result.flows,
      flags: result.flags,
    };
  });

  app.get('/leakage-parameters', { schema: leakageParametersSchema, config: ownAuthority }, async (request) => {
    const user = signedInUser(request);
    const id = localAuthorityScope(user, request.query.localAuthorityId);
    const year = request.query.year ?? currentYear();
    const inputs = await authorityInputs(db, year, await authority(id));
    const result = computeMfa(inputs);
    return {
      year,
      levels: Object.values(inputs.levelFactors).map((factor) => {
        const level = factor.name.replace('factor.', '') as keyof typeof LEVEL_DESCRIPTIONS;
        return { level, factor: factor.value, description: LEVEL_DESCRIPTIONS[level], source: factor.source };
      }),
      stages: STAGES.map((stage) => ({
        stage,
        description: STAGE_DESCRIPTIONS[stage],
        level: inputs.levels[stage].level,
        source: inputs.levels[stage].source,
        fateSplit: inputs.fateSplits[stage].split,
        fateSplitSource: inputs.fateSplits[stage].source,
        leakage: result.leakage.find((entry) => entry.stage === stage)!,
      })),
      canEdit: user.roles.includes(ROLE.SUPER_ADMIN),
    };
  });

  app.post('/leakage-parameters', { schema: writeParametersSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, async (request) => {
    const user = signedInUser(request);
    const id = request.query.localAuthorityId ?? null;
    if (id !== null) await authority(id);
    const changes = normaliseChanges(request.body.changes);
    await db.transaction(async (tx) => {
      await saveOverrides(tx, id, changes, { kind: 'entered', note: request.body.note ?? '', requestId: null, userId: user.id });
      await forgetMfaResults(tx, id);
      await recordAudit(tx, {
        actorUserId: user.id,
        actingLocalAuthorityId: id,
        action: 'update',
        entity: 'mfa_parameter',
        entityId: id ?? 'national',
        after: { changes, note: request.body.note ?? '' },
      });
    });
    return { saved: changes.length };
  });

  // Admins run it too (for the authority a request is from): it computes, saves nothing, and reads what they may read.
  app.post('/what-if', { schema: whatIfSchema, config: readers }, async (request) => {
    const id = mfaAuthority(signedInUser(request), request.query.localAuthorityId);
    const { year } = request.body;
    const row = await authority(id);
    const changes = normaliseChanges(request.body.changes);
    const inputs = await authorityInputs(db, year, row);
    const current = computeMfa(inputs);
    const proposed = { kind: 'entered' as const, label: 'What-if scenario (not saved)', provisional: false };
    const overrides = changes.map((change) => ({ ...change, source: proposed }));
    // The scenario replaces only what it names; everything else is as now.
    const scenarioInputs = buildInputs(year, row, overrides, inputs.reported, inputs.contributions);
    for (const key of NUMERIC_PARAMETERS) {
      if (!changes.some((change) => change.key === key)) scenarioInputs[key] = inputs[key];
    }
    for (const stage of STAGES)
      if (!changes.some((change) => change.key === `level.${stage}`)) scenarioInputs.levels[stage] = inputs.levels[stage];
    const scenario = computeMfa(scenarioInputs);
    const outcome = (result: typeof current) => ({ totals: result.totals, leakage: result.leakage, rates: rates(result) });
    const valueOf = (of: typeof inputs, key: string) =>
      key.startsWith('level.')
        ? of.levels[key.slice(6) as (typeof STAGES)[number]].level
        : of[key as (typeof NUMERIC_PARAMETERS)[number]].value;
    const parameters = changes.map(({ key }) => ({
      parameter: key,
      current: valueOf(inputs, key),
      proposed: valueOf(scenarioInputs, key),
    }));
    return { year, current: outcome(current), scenario: outcome(scenario), parameters };
  });

  const diagramArea = async (
    request: { query: { localAuthorityId?: string } },
    user: ReturnType<typeof signedInUser>,
    level: 'LA' | 'DISTRICT' | 'PROVINCE',
  ): Promise<Area> => {
    const row = await authority(mfaAuthority(user, request.query.localAuthorityId));
    if (level === 'LA') return { level, id: row.localAuthorityId };
    return { level, id: level === 'DISTRICT' ? row.districtId : row.provinceId };
  };
  for (const [path, level, what] of [
    ['/diagram-la', 'LA', 'an authority'],
    ['/district-diagram-la', 'DISTRICT', "an authority's district"],
    ['/province-diagram-la', 'PROVINCE', "an authority's province"],
  ] as const) {
    app.get(path, { schema: diagramSchema(what), config: readers }, async (request, reply) => {
      const area = await diagramArea(request, signedInUser(request), level);
      return sendDiagram(db, reply, area, request.query);
    });
  }

  app.post('/search-mfa', { schema: searchMfaSchema, config: readers }, async (request, reply) => {
    const user = signedInUser(request);
    const { level } = request.body;
    const own = user.localAuthorityId ? ((await findAuthorities(db, { localAuthorityId: user.localAuthorityId }))[0] ?? null) : null;
    let area: Area;
    if (level === 'NATIONAL') area = { level };
    else {
      const fallback = own ? { LA: own.localAuthorityId, DISTRICT: own.districtId, PROVINCE: own.provinceId }[level] : undefined;
      const id = request.body.id ?? fallback;
      if (id === undefined) throw notFound(`Choose the ${level.toLowerCase()} (id)`, 'AREA_NOT_CHOSEN');
      area = { level, id };
    }
    checkAreaScope(user, own, { level, id: 'id' in area ? area.id : undefined });
    return sendDiagram(db, reply, area, request.body);
  });
};

export const mfaRoutes = domainRoutes('mfa', [
  mfaResourceRoutes,
  sdgRoutes,
  nationalReportRoutes,
  reconciliationRoutes,
  uncertaintyRulesRoutes,
]);
