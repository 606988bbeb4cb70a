import { apiClient, type Province } from '@waste/shared';

export async function getProvinces(): Promise<Province[]> {
  const { data } = await apiClient.get<Province[]>('/master-data/provinces');
  return data;
}
