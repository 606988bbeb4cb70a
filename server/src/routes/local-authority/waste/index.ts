import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localAuthorityScope } from '#auth/policy';
import { colomboToday } from '#dates/colombo-today';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { DEFAULT_PAGE_SIZE } from '#schemas/paging';
import { findLocalAuthorityInfo, localAuthorityExists } from '../repository';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN, viewingAuthority } from '../rules';
import { QUANTITY_UNITS } from './normalisation';
import { findWasteRecord, findWasteSuggestions, insertWasteRecord, searchWasteRecords } from './repository';
import { checkSearchDates, newWasteRecord } from './rules';
import {
  FREQUENCY_TYPES,
  initWasteFormSchema,
  initWasteSearchSchema,
  insertWasteSchema,
  MAX_PERIOD_DAYS,
  PLASTIC_TYPES,
  searchWasteSchema,
  viewWasteSchema,
} from './schemas';

/** An authority's waste records: the form's choices, a new record, the search and one record. */
export const wasteRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN };

  app.get('/init-waste-search', { schema: initWasteSearchSchema, config }, async () => ({
    frequencyTypes: [...FREQUENCY_TYPES],
    plasticTypes: [...PLASTIC_TYPES],
    paginationOptions: [10, 25, 50, 100],
    sortOrderOptions: ['ASC', 'DESC'],
    defaultSearcher: { pageStart: 0, pageSize: DEFAULT_PAGE_SIZE, pageSort: 'ASC' },
  }));

  app.get('/init-waste-form', { schema: initWasteFormSchema, config }, async (request) => {
    const id = localAuthorityScope(signedInUser(request), request.query.localAuthorityId);
    const localAuthority = await findLocalAuthorityInfo(db, id);
    if (!localAuthority) throw notFound(`Local authority ${id} not found`);
    const suggestions = await findWasteSuggestions(db, id);
    return {
      frequencyTypes: [...FREQUENCY_TYPES],
      plasticTypes: [...PLASTIC_TYPES],
      quantityUnits: [...QUANTITY_UNITS],
      localAuthority,
      today: colomboToday(),
      maxPeriodDays: MAX_PERIOD_DAYS,
      productTypeSuggestions: suggestions.productTypes,
      destinationSuggestions: suggestions.destinations,
    };
  });

  app.post('/insert/la-waste-data', { schema: insertWasteSchema, config }, async (request, reply) => {
    const user = signedInUser(request);
    const id = await actingAuthority(db, user, request.query.localAuthorityId);
    const record = await insertWasteRecord(db, id, user.id, newWasteRecord(request.body, colomboToday()));
    return reply.code(201).send(record);
  });

  app.post('/search-waste', { schema: searchWasteSchema, config }, async (request) => {
    const requestedId = request.query.localAuthorityId;
    const id = localAuthorityScope(signedInUser(request), requestedId);
    checkSearchDates(request.body);
    const result = await searchWasteRecords(db, id, request.body);
    // Records exist only for existing authorities, so only an empty answer needs the extra look-up.
    if (requestedId !== undefined && result.total === 0 && !(await localAuthorityExists(db, id))) {
      throw notFound(`Local authority ${id} not found`);
    }
    return result;
  });

  app.get('/waste-view/:id', { schema: viewWasteSchema, config }, async (request) => {
    const scope = await viewingAuthority(db, signedInUser(request), request.query.localAuthorityId);
    const record = await findWasteRecord(db, request.params.id, scope);
    if (!record) throw notFound('Waste data not found');
    const localAuthority = await findLocalAuthorityInfo(db, record.localAuthorityId);
    if (!localAuthority) throw notFound('Waste data not found');
    return { ...record, localAuthority };
  });
};
