import { apiCall, type ApiBody } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

export type SignUpRequest = ApiBody<'/auth/signup', 'post'>;

/**
 * A new account has no role until an administrator assigns one. The server answers the same whether or
 * not the email already had an account (the owner learns which by mail).
 */
export const useSignUp = () => useMutation({ mutationFn: (request: SignUpRequest) => apiCall('post', '/auth/signup', { body: request }) });
