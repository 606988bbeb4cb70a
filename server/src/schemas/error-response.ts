import { Type } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    message: Type.String({ description: 'Human-readable; safe to show to the user' }),
    code: Type.String({ description: 'Stable machine-readable code, e.g. INVALID_CREDENTIALS' }),
    details: Type.Optional(Type.Unknown()),
  },
  { title: 'Error' },
);

/** The error answers a route can give, for its `response` schema. */
export function errorResponses(...statusCodes: number[]) {
  return Object.fromEntries(statusCodes.map((status) => [status, ErrorResponse]));
}
