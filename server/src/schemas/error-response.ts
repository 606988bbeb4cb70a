import { Type } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    message: Type.String({ description: 'Human-readable; safe to show to the user' }),
    code: Type.String({ description: 'Stable machine-readable code, e.g. INVALID_CREDENTIALS' }),
    reason: Type.Optional(
      Type.String({ description: "Which of the code's messages this is, e.g. LOCAL_AUTHORITY for NOT_FOUND; stable like the code" }),
    ),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description: 'The values the message needs, for a client that words the code in its own language',
      }),
    ),
    details: Type.Optional(Type.Unknown()),
  },
  { title: 'Error' },
);

/** The error answers a route can give, for its `response` schema. */
export function errorResponses(...statusCodes: number[]) {
  return Object.fromEntries(statusCodes.map((status) => [status, ErrorResponse]));
}
