import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { LocalAuthorityScopeQuery } from '../schemas';

const KgFields = {
  collectedKg: Type.Number(),
  recycledKg: Type.Number(),
  recoveredKg: Type.Number(),
  rejectedKg: Type.Number(),
  discardedKg: Type.Number(),
};

export const WasteCollectionMonth = Type.Object({ month: Type.Integer({ minimum: 1, maximum: 12 }), ...KgFields });
export type WasteCollectionMonth = Static<typeof WasteCollectionMonth>;

export const WasteCollection = Type.Object({
  localAuthorityId: Type.String(),
  year: Type.Integer(),
  years: Type.Array(Type.Integer(), { description: 'The ten selectable years, newest first' }),
  months: Type.Array(WasteCollectionMonth, { description: 'January to December, each record spread over its days' }),
  totals: Type.Object(KgFields),
});
export type WasteCollection = Static<typeof WasteCollection>;

export const wasteCollectionSchema = {
  summary: "The authority's waste per month of a year (one of the last ten), each record's kg spread evenly over its days",
  querystring: LocalAuthorityScopeQuery,
  body: Type.Object({ year: Type.Integer() }, { additionalProperties: false }),
  response: { 200: WasteCollection, ...errorResponses(400, 401, 403, 404) },
};
