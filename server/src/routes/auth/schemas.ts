import { Type } from 'typebox';
import { errorResponses } from '../../schemas/error-response';
import { LoggedUser } from '../../schemas/logged-user';

const AccessToken = Type.String({ description: 'JWT (HS256) for `Authorization: Bearer`' });
const RefreshToken = Type.String({ description: 'Opaque; single use: each refresh returns a new one' });

export const authenticateSchema = {
  summary: 'Sign in with email and password',
  tags: ['auth'],
  security: [],
  body: Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 320, description: 'The account email' }),
      password: Type.String({ minLength: 1, maxLength: 1024 }),
      rememberMe: Type.Optional(Type.Boolean({ description: 'Keep the session for 30 days instead of 7' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ access_token: AccessToken, refresh_token: RefreshToken, logged_user: LoggedUser }),
    ...errorResponses(400, 401, 429),
  },
};

export const refreshSchema = {
  summary: 'Swap a refresh token (sent as the bearer token) for new tokens',
  tags: ['auth'],
  security: [{ refreshToken: [] }],
  headers: Type.Object({ authorization: Type.Optional(Type.String({ description: 'Bearer <refresh_token>' })) }),
  response: {
    200: Type.Object({ access_token: AccessToken, refresh_token: RefreshToken }),
    ...errorResponses(401),
  },
};

export const logoutSchema = {
  summary: 'Sign out: revoke the refresh token and every token rotated from the same sign-in',
  tags: ['auth'],
  body: Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false }),
  response: {
    204: Type.Null({ description: 'Signed out' }),
    ...errorResponses(400, 401),
  },
};
