import type { RoleCode } from '../constants';
import type { paths } from './generated';

/**
 * Request and response types read from the generated OpenAPI types (generated/, one file per path), by path
 * under /api/v1 and method: `ApiResponse<'/users/me', 'get'>`. Nothing here is written by hand.
 */
type Unprefixed<K> = K extends `/api/v1${infer Path}` ? Path : never;
export type ApiPath = Unprefixed<keyof paths>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[`/api/v1${P}`][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<Responses> = Responses[Extract<keyof Responses, 200 | 201 | 202>];

export type ApiResponse<P extends ApiPath, M extends Method> = Json<Success<Operation<P, M>['responses']>>;
export type ApiBody<P extends ApiPath, M extends Method> = Json<NonNullable<Operation<P, M>['requestBody']>>;
export type ApiQuery<P extends ApiPath, M extends Method> = NonNullable<Operation<P, M>['parameters']['query']>;

type ServerLoggedUser = ApiResponse<'/users/me', 'get'>;

/** Spec section 3, kept in local storage as `loggedUser`; role codes match `^00[1-5]$` on the server. */
export type LoggedUser = Omit<ServerLoggedUser, 'defaultRole' | 'roles'> & { defaultRole: RoleCode | null; roles: RoleCode[] };
export type LoginResponse = Omit<ApiResponse<'/auth/authenticate', 'post'>, 'logged_user'> & { logged_user: LoggedUser };
export type LocalAuthorityInfo = ApiResponse<'/local-authority/get-la-info', 'get'>;
