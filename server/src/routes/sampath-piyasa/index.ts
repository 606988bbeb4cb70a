import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { colomboToday, colomboYear } from '#dates/colombo-today';
import { notFound } from '#errors';
import { idempotent } from '#idempotency/idempotency';
import { domainRoutes } from '../domain-routes';
import { requireAcknowledged } from '#plausibility/warnings';
import { signedInUser } from '#plugins/auth';
import { findLocalAuthorityInfo } from '#routes/local-authority/repository';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '#routes/local-authority/rules';
import { FREQUENCY_TYPES } from '#routes/local-authority/waste-schemas';
import { activeCentres, centreExists, findCentre, saveCentre, searchCentres } from './centre-repository';
import { checkedEntries } from './entry-plausibility';
import { saveEntries, searchEntries } from './entry-repository';
import { findEntryView } from './entry-view';
import { collectedByMonth, recyclableByMaterial } from './graph-repository';
import { checkWasteDataRoute } from './plausibility';
import { MATERIALS, TYPES_OF_COLLECTION } from './reference';
import { entryCorrectionRoute } from './waste-corrections';
import { graphYears, newCentre } from './rules';
import {
  collectedGraphSchema,
  getCentreSchema,
  initWasteFormSchema,
  MAX_PERIOD_DAYS,
  recyclableGraphSchema,
  saveCentreSchema,
  saveWasteDataSchema,
  searchCentreSchema,
  searchWasteSchema,
  wasteViewSchema,
} from './schemas';

/**
 * Sampath Piyasa: an authority's resource recovery centres and their waste entries. Only the authority's own
 * (a super admin names one with localAuthorityId); another authority's centre or entry is 404.
 */
const sampathPiyasaResourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN };
  const authorityOf = (request: FastifyRequest) =>
    actingAuthority(db, signedInUser(request), (request.query as { localAuthorityId?: string }).localAuthorityId);

  /** The centre a call names, when it names one: 404 outside the authority. */
  const centreScope = async (localAuthorityId: string, centreId: string | undefined) => {
    if (centreId === undefined) return null;
    if (!(await centreExists(db, centreId, localAuthorityId))) throw notFound('Sampath Piyasa centre not found', 'CENTRE');
    return centreId;
  };

  app.post('/search-center', { schema: searchCentreSchema, config }, async (request) =>
    searchCentres(db, await authorityOf(request), request.body, colomboYear()),
  );

  app.get('/center/:id', { schema: getCentreSchema, config }, async (request) => {
    const centre = await findCentre(db, request.params.id, await authorityOf(request), colomboYear());
    if (!centre) throw notFound('Sampath Piyasa centre not found', 'CENTRE');
    return centre;
  });

  app.post('/save-center', { schema: saveCentreSchema, config }, async (request) => {
    const user = signedInUser(request);
    const id = await authorityOf(request);
    return saveCentre(db, id, user.id, request.body.id, newCentre(request.body), colomboYear());
  });

  app.get('/init-waste-form', { schema: initWasteFormSchema, config }, async (request) => {
    const id = await authorityOf(request);
    const localAuthority = await findLocalAuthorityInfo(db, id);
    if (!localAuthority) throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
    return {
      frequencyTypes: [...FREQUENCY_TYPES],
      typesOfCollection: TYPES_OF_COLLECTION.map((typeId) => ({ id: typeId })),
      materials: [...MATERIALS],
      centres: await activeCentres(db, id),
      localAuthority,
      today: colomboToday(),
      maxPeriodDays: MAX_PERIOD_DAYS,
    };
  });

  app.post('/save-waste-data', { schema: saveWasteDataSchema, config }, async (request, reply) => {
    const user = signedInUser(request);
    return idempotent(db, user.id, request, reply, 201, async () => {
      const id = await authorityOf(request);
      const { entries, warnings } = await checkedEntries(db, id, request.body);
      requireAcknowledged(warnings, request.body.acknowledgedWarnings);
      return { entries: await saveEntries(db, id, user.id, entries) };
    });
  });

  app.post('/search-waste', { schema: searchWasteSchema, config }, async (request) => {
    const id = await authorityOf(request);
    const centreId = request.query.sampathPiyasaId;
    if (centreId === undefined) return searchEntries(db, id, null, request.body);
    // The search keeps to the authority's entries already: the centre is looked up only when nothing was found,
    // to tell an empty centre (no rows) from another authority's or an unknown one (404). One round trip less.
    const found = await searchEntries(db, id, centreId, request.body);
    if (found.total === 0) await centreScope(id, centreId);
    return found;
  });

  app.get('/waste-view/:id', { schema: wasteViewSchema, config }, async (request) => {
    const entry = await findEntryView(db, request.params.id, await authorityOf(request));
    if (!entry) throw notFound('Sampath Piyasa waste data not found', 'CENTRE_WASTE_DATA');
    return entry;
  });

  app.post('/collected-quantities-graph', { schema: collectedGraphSchema, config }, async (request) => {
    const { from, to } = graphYears(request.body);
    const id = await authorityOf(request);
    return { months: await collectedByMonth(db, id, await centreScope(id, request.body.sampathPiyasaId), from, to) };
  });

  app.post('/recyclable-waste-graph', { schema: recyclableGraphSchema, config }, async (request) => {
    const { from, to } = graphYears(request.body);
    const id = await authorityOf(request);
    return { materials: await recyclableByMaterial(db, id, await centreScope(id, request.body.sampathPiyasaId), from, to) };
  });
};

export const sampathPiyasaRoutes = domainRoutes('sampath-piyasa', [sampathPiyasaResourceRoutes, checkWasteDataRoute, entryCorrectionRoute]);
