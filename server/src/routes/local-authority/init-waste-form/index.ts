import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localAuthorityScope } from '#auth/policy';
import { colomboToday } from '#dates/colombo-today';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findLocalAuthorityInfo } from '../repository';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { QUANTITY_UNITS } from '../waste-normalisation';
import { findWasteSuggestions } from '../waste-repository';
import { FREQUENCY_TYPES, initWasteFormSchema, MAX_PERIOD_DAYS, PLASTIC_TYPES } from '../waste-schemas';

/** The waste form's choices: the authority, today in Sri Lanka, suggestions from its earlier records. */
export const initWasteFormRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/init-waste-form', { schema: initWasteFormSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const id = localAuthorityScope(signedInUser(request), request.query.localAuthorityId);
    const localAuthority = await findLocalAuthorityInfo(app.db, id);
    if (!localAuthority) throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
    const suggestions = await findWasteSuggestions(app.db, id);
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
};
