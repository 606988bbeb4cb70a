import { apiClient } from '@waste/shared';

export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** A new account has no role until an administrator assigns one. */
export async function signUp(request: SignUpRequest): Promise<{ id: string }> {
  const { data } = await apiClient.post<{ id: string }>('/auth/signup', request);
  return data;
}
