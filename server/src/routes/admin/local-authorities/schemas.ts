import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { SearchResult } from '#schemas/paging';
import { AuthorityLocalNames, LocalAuthorityId } from '#routes/local-authority/schemas';
import { LocalAuthoritySearcher } from '#routes/local-authority/search-la/schemas';
import { WasteSearcher, WasteSearchResult } from '#routes/local-authority/waste-schemas';
import { MfaLaSummary } from '#routes/mfa/schemas';
import { CentrePage, CentreSearcher } from '#routes/sampath-piyasa/schemas';
import { Year } from '../schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CompletenessSearcher = Type.Object(
  { ...LocalAuthoritySearcher.properties, year: Type.Optional(Year) },
  { additionalProperties: false },
);
export type CompletenessSearcher = Static<typeof CompletenessSearcher>;

export const AuthorityCompleteness = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ...AuthorityLocalNames,
  province: Type.String({ description: 'Spec province value, e.g. western' }),
  provinceName: Type.String(),
  district: Type.String(),
  districtId: Type.String(),
  councilType: Type.String({ description: 'MC, UC or PS' }),
  records: Type.Integer({ description: 'Waste records whose period overlaps the year' }),
  monthsWithData: Type.Integer({ minimum: 0, maximum: 12, description: 'Months of the year that some record covers' }),
  lastEntryAt: Nullable(Type.String({ format: 'date-time', description: 'When its newest waste record was entered, any year' })),
  accounts: Type.Integer({ description: 'Enabled local authority (003) accounts of the authority' }),
});
export type AuthorityCompleteness = Static<typeof AuthorityCompleteness>;

export const CompletenessSearchResult = Type.Object({ ...SearchResult(AuthorityCompleteness).properties, year: Type.Integer() });
export type CompletenessSearchResult = Static<typeof CompletenessSearchResult>;

export const searchCompletenessSchema = {
  summary: "Local authorities (the spec's searcher) with their data completeness for a year; sorted by name, paged",
  body: CompletenessSearcher,
  response: { 200: CompletenessSearchResult, ...errorResponses(400, 401, 403) },
};

export const authorityWasteSchema = {
  summary: "One authority's waste records for the super admin's /wasteData/la-view/{id} (a look-up, not acting as it)",
  params: Type.Object({ id: LocalAuthorityId }, { additionalProperties: false }),
  body: WasteSearcher,
  response: { 200: WasteSearchResult, ...errorResponses(400, 401, 403, 404) },
};

export const authorityCentresSchema = {
  summary: "One authority's Sampath Piyasa centres for the super admin's /wasteData/la-view/{id} (a look-up, not acting as it)",
  params: Type.Object({ id: LocalAuthorityId }, { additionalProperties: false }),
  body: CentreSearcher,
  response: { 200: CentrePage, ...errorResponses(400, 401, 403, 404) },
};

export const authorityMfaSummarySchema = {
  summary: "One authority's MFA summary for a year on the super admin's /wasteData/la-view/{id} (a look-up, not acting as it)",
  params: Type.Object({ id: LocalAuthorityId }, { additionalProperties: false }),
  querystring: Type.Object({ year: Year }, { additionalProperties: false }),
  response: { 200: MfaLaSummary, ...errorResponses(400, 401, 403, 404) },
};
