import { apiCall, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import type { ParameterChange } from './types';

export type WhatIf = ApiResponse<'/mfa/what-if', 'post'>;

/** The year's figures as they are and with the changes, computed by the server and saved nowhere. */
export const runWhatIf = (year: number, changes: ParameterChange[], scope: LocalAuthorityScope) =>
  apiCall('post', '/mfa/what-if', { body: { year, changes }, query: scope });
