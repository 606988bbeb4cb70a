import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { Year } from '../schemas';
import { DistrictCompleteness } from '../completeness/schemas';

const Share = Type.Number({
  minimum: 0,
  description: 'A share of the estimated plastic generated (0..1; above 1 when collected exceeds the estimate)',
});

export const DistrictMapFigures = Type.Object(
  {
    ...DistrictCompleteness.properties,
    population: Type.Number({ description: "The district's population the MFA uses (sum of its authorities')" }),
    generatedKg: Type.Number({ description: 'Estimated plastic generated in the year, kg' }),
    collectedKg: Type.Number(),
    leakedKg: Type.Number({ description: 'kg leaked to land, water and drains plus kg burned in the open' }),
    collectedShare: Share,
    leakedKgPerCapita: Type.Number({ description: '(leaked + burned) / population, kg a person a year' }),
    authoritiesWithData: Type.Integer({ description: 'Authorities whose MFA rests on their own records (the rest are estimated)' }),
  },
  { title: 'DistrictMapFigures' },
);

export const districtMapSchema = {
  summary: "Every district's collection coverage, leakage per person and data completeness for a year (the national map)",
  querystring: Type.Object({ year: Type.Optional(Year) }, { additionalProperties: false }),
  response: { 200: Type.Object({ year: Type.Integer(), districts: Type.Array(DistrictMapFigures) }), ...errorResponses(400, 401, 403) },
};
