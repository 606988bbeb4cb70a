import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localAuthorityScope, type SignedInUser } from '../../auth/policy';
import { ROLE } from '../../auth/roles';
import { colomboToday, colomboYear } from '../../dates/colombo-today';
import { isIsoDate } from '../../dates/iso-date';
import type { Queryable } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import { DEFAULT_PAGE_SIZE } from '../../schemas/paging';
import { findLocalAuthorityInfo, localAuthorityExists } from './local-authority-repository';
import { roundKg, QUANTITY_UNITS } from './waste-normalisation';
import { wasteByMonth } from './waste-collection-repository';
import { wasteCollectionSchema, type WasteCollection } from './waste-collection-schemas';
import { findWasteRecord, findWasteSuggestions, insertWasteRecord } from './waste-repository';
import { newWasteRecord } from './waste-rules';
import {
  FREQUENCY_TYPES,
  initWasteFormSchema,
  initWasteSearchSchema,
  insertWasteSchema,
  MAX_PERIOD_DAYS,
  PLASTIC_TYPES,
  viewWasteSchema,
} from './waste-schemas';
import { searchWasteRecords } from './waste-search-repository';
import { searchWasteSchema, type WasteSearcher } from './waste-search-schemas';

const LOCAL_AUTHORITY_OR_SUPER_ADMIN = [ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN];
const CHART_YEARS = 10;

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/** The authority a request acts on; a super admin may name one that must exist. */
async function actingAuthority(db: Queryable, user: SignedInUser, requestedId: string | undefined): Promise<string> {
  const id = localAuthorityScope(user, requestedId);
  if (requestedId !== undefined && !(await localAuthorityExists(db, id))) throw notFound(`Local authority ${id} not found`);
  return id;
}

/** Like actingAuthority, but a super admin who names none may read any authority's record (null). */
async function viewingAuthority(db: Queryable, user: SignedInUser, requestedId: string | undefined): Promise<string | null> {
  if (requestedId === undefined && user.roles.includes(ROLE.SUPER_ADMIN)) return null;
  return actingAuthority(db, user, requestedId);
}

function checkSearchDates(searcher: WasteSearcher): void {
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = searcher[field];
    if (value !== undefined && !isIsoDate(value)) throw invalid(`${field} is not a valid date`);
  }
  if (searcher.fromDate !== undefined && searcher.toDate !== undefined && searcher.toDate < searcher.fromDate) {
    throw invalid('toDate must not be before fromDate');
  }
}

function withTotals(localAuthorityId: string, year: number, years: number[], months: WasteCollection['months']): WasteCollection {
  const sum = (pick: (month: WasteCollection['months'][number]) => number) => roundKg(months.reduce((total, month) => total + pick(month), 0));
  return {
    localAuthorityId,
    year,
    years,
    months,
    totals: {
      collectedKg: sum((month) => month.collectedKg),
      recycledKg: sum((month) => month.recycledKg),
      recoveredKg: sum((month) => month.recoveredKg),
      rejectedKg: sum((month) => month.rejectedKg),
      discardedKg: sum((month) => month.discardedKg),
    },
  };
}

export const wasteRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.post('/la-waste-collection', { schema: wasteCollectionSchema, config }, async (request) => {
    const id = await actingAuthority(db, signedInUser(request), request.query.localAuthorityId);
    const currentYear = colomboYear();
    const years = Array.from({ length: CHART_YEARS }, (_, index) => currentYear - index);
    const { year } = request.body;
    if (!years.includes(year)) throw invalid(`Chart data is available for ${currentYear - CHART_YEARS + 1} to ${currentYear} only`);
    return withTotals(id, year, years, await wasteByMonth(db, id, year));
  });
};
