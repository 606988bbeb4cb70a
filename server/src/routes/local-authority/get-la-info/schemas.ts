import { errorResponses } from '#schemas/error-response';
import { LocalAuthorityInfo, LocalAuthorityScopeQuery } from '../schemas';

export const localAuthorityInfoSchema = {
  summary: "A local authority with its council type, district and province: the caller's own (also by its id), or any for a super admin",
  querystring: LocalAuthorityScopeQuery,
  response: { 200: LocalAuthorityInfo, ...errorResponses(400, 401, 403, 404) },
};
