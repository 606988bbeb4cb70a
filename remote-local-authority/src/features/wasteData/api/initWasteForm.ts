import { apiClient, type LocalAuthorityScope } from '@waste/shared';
import type { WasteFormOptions } from './types';

export async function initWasteForm(scope: LocalAuthorityScope): Promise<WasteFormOptions> {
  const { data } = await apiClient.get<WasteFormOptions>('/local-authority/init-waste-form', { params: scope });
  return data;
}
