import type { ApiBody } from '@waste/shared';

/** A proposed value of one parameter: tried in a what-if, saved by a super admin, or sent in a request. */
export type ParameterChange = ApiBody<'/mfa/what-if', 'post'>['changes'][number];
