import { Type, type Static } from 'typebox';
import { errorResponses } from '../../schemas/error-response';
import { PagingFields, SearchResult } from '../../schemas/paging';
import { FrequencyType, IsoDate, LocalAuthorityScopeQuery, PlasticType, WasteRecord } from './waste-schemas';

export const WasteSearcher = Type.Object(
  {
    ...PagingFields,
    fromDate: Type.Optional(IsoDate('Records whose period ends on or after this day')),
    toDate: Type.Optional(IsoDate('Records whose period starts on or before this day')),
    plasticType: Type.Optional(PlasticType),
    frequencyType: Type.Optional(FrequencyType),
  },
  { additionalProperties: false },
);
export type WasteSearcher = Static<typeof WasteSearcher>;

export const WasteSearchResult = SearchResult(WasteRecord);
export type WasteSearchResult = Static<typeof WasteSearchResult>;

export const searchWasteSchema = {
  summary: "The authority's waste records overlapping a period, by plastic and frequency type; sorted by start date, paged",
  tags: ['local-authority'],
  querystring: LocalAuthorityScopeQuery,
  body: WasteSearcher,
  response: { 200: WasteSearchResult, ...errorResponses(400, 401, 403, 404) },
};
