import { apiClient, type ApiBody } from '@waste/shared';

export type SignUpRequest = ApiBody<'/auth/signup', 'post'>;

/**
 * A new account has no role until an administrator assigns one. The server answers the same whether or
 * not the email already had an account (the owner learns which by mail).
 */
export async function signUp(request: SignUpRequest): Promise<void> {
  await apiClient.post('/auth/signup', request);
}
