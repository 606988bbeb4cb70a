import { apiClient, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import type { ParameterChange } from './types';

export type WhatIf = ApiResponse<'/mfa/what-if', 'post'>;

/** The year's figures as they are and with the changes, computed by the server and saved nowhere. */
export async function runWhatIf(year: number, changes: ParameterChange[], scope: LocalAuthorityScope): Promise<WhatIf> {
  const { data } = await apiClient.post<WhatIf>('/mfa/what-if', { year, changes }, { params: scope });
  return data;
}
