import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { Email, FirstName, LastName, Organisation, Password, Phone } from '#schemas/account-fields';
import { LoggedUser } from '#schemas/logged-user';

const AccessToken = Type.String({ description: 'JWT (HS256) for `Authorization: Bearer`' });
const RefreshToken = Type.String({ description: 'Opaque; single use: each refresh returns a new one' });

export const authenticateSchema = {
  summary: 'Sign in with email and password',
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
    ...errorResponses(400, 401, 403, 429),
  },
};

export const refreshSchema = {
  summary: 'Swap a refresh token (sent as the bearer token) for new tokens',
  security: [{ refreshToken: [] }],
  headers: Type.Object({ authorization: Type.Optional(Type.String({ description: 'Bearer <refresh_token>' })) }),
  response: {
    200: Type.Object({ access_token: AccessToken, refresh_token: RefreshToken }),
    ...errorResponses(401),
  },
};

export const logoutSchema = {
  summary: 'Sign out: revoke the refresh token and every token rotated from the same sign-in',
  body: Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false }),
  response: {
    204: Type.Null({ description: 'Signed out' }),
    ...errorResponses(400, 401),
  },
};

export const SIGNUP_MESSAGE = 'Thank you. We have sent a mail to this address: it tells you how to sign in.';

export const signupSchema = {
  summary:
    'Create an account with no role yet (an administrator grants roles later). Answers the same whether or not the email has an account; its owner is told by mail which it was',
  security: [],
  body: Type.Object(
    { firstName: FirstName, lastName: LastName, email: Email, phone: Phone, organisation: Organisation, password: Password },
    { additionalProperties: false },
  ),
  response: {
    202: Type.Object({ message: Type.String() }),
    ...errorResponses(400, 429),
  },
};

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a reset link has been sent.';

export const forgotPasswordSchema = {
  summary:
    'Mail a one-time password reset link (valid for 1 hour; at most 3 an hour per account); answers the same, at once, whether or not the account exists',
  security: [],
  body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) }, { additionalProperties: false }),
  response: {
    202: Type.Object({ message: Type.String() }),
    ...errorResponses(400, 429),
  },
};

export const RESEND_VERIFICATION_MESSAGE = 'If this email has an account waiting for confirmation, a new link has been sent.';

export const resendVerificationSchema = {
  summary: 'Mail a new link to confirm the email of an account that signed up (valid for 24 hours); answers the same whatever the address',
  security: [],
  body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) }, { additionalProperties: false }),
  response: {
    202: Type.Object({ message: Type.String() }),
    ...errorResponses(400, 429),
  },
};

export const verifyAccountSchema = {
  summary: 'Confirm the email of a new account with the token of the link mailed to it; the account can sign in from then on',
  security: [],
  body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
  response: {
    204: Type.Null({ description: 'Email confirmed' }),
    ...errorResponses(400),
  },
};

export const resetPasswordSchema = {
  summary:
    'Set a new password with the token of a reset link; ends every other reset link and pending email change, and signs the account out everywhere',
  security: [],
  body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, { additionalProperties: false }),
  response: {
    204: Type.Null({ description: 'Password changed' }),
    ...errorResponses(400),
  },
};

export const verifyEmailSchema = {
  summary: 'Confirm an email change with the token of the link mailed to the new address; the new email counts from then on',
  security: [],
  body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
  response: {
    204: Type.Null({ description: 'Email changed' }),
    ...errorResponses(400),
  },
};
