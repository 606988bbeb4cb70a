import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { Year } from '../schemas';

export const DistrictCompleteness = Type.Object({
  districtId: Type.String(),
  districtName: Type.String(),
  districtNameSi: Type.String(),
  districtNameTa: Type.String(),
  provinceId: Type.String(),
  provinceName: Type.String(),
  provinceNameSi: Type.String(),
  provinceNameTa: Type.String(),
  authorities: Type.Integer(),
  reporting: Type.Integer({ description: 'Authorities with at least one record overlapping the year' }),
});

export const completenessSummarySchema = {
  summary: 'How many authorities of each district have reported for a year (the national completeness)',
  querystring: Type.Object({ year: Type.Optional(Year) }, { additionalProperties: false }),
  response: { 200: Type.Object({ year: Type.Integer(), districts: Type.Array(DistrictCompleteness) }), ...errorResponses(400, 401, 403) },
};
