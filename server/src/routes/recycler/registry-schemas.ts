import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { ACCOUNT_RULES } from '#users/account-rules';
import { PlasticType, RecyclerId } from './schemas';

export const RECYCLER_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export const RecyclerStatus = Type.Enum([...RECYCLER_STATUSES]);

/** A Sri Lankan number: +94 or 0, then nine digits (area or mobile code first), spaces or hyphens between groups. */
export const SRI_LANKAN_PHONE_PATTERN = '^(\\+94|0)[ -]?[0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{4}$';

export const RecyclerBody = Type.Object(
  {
    id: Type.Optional(RecyclerId),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    primaryAddress: Type.String({ minLength: 1, maxLength: 300 }),
    districtId: Type.String({ minLength: 1, maxLength: 10, description: 'e.g. LK-11; the province follows' }),
    hotline: Type.String({ pattern: SRI_LANKAN_PHONE_PATTERN, maxLength: 20, description: 'e.g. +94 11 255 0101 or 077 123 4567' }),
    registrationNumber: Type.String({ minLength: 1, maxLength: 60, description: 'Registration or licence number' }),
    plasticTypes: Type.Array(PlasticType, { minItems: 1, maxItems: 2, uniqueItems: true }),
    capacityTonnesPerMonth: Type.Number({ minimum: 0, maximum: 1e7 }),
    status: RecyclerStatus,
  },
  { additionalProperties: false },
);
export type RecyclerBody = Static<typeof RecyclerBody>;

export const Recycler = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    primaryAddress: Type.String(),
    districtId: Type.Union([Type.String(), Type.Null()]),
    district: Type.Union([
      Type.Object({ id: Type.String(), name: Type.String(), nameSi: Type.String(), nameTa: Type.String() }),
      Type.Null(),
    ]),
    province: Type.Union([
      Type.Object({ id: Type.String(), name: Type.String(), nameSi: Type.String(), nameTa: Type.String() }),
      Type.Null(),
    ]),
    hotline: Type.String(),
    registrationNumber: Type.String(),
    plasticTypes: Type.Array(Type.String()),
    capacityTonnesPerMonth: Type.Union([Type.Number(), Type.Null()]),
    status: Type.String({ description: 'ACTIVE, SUSPENDED or CLOSED' }),
    accounts: Type.Array(Type.Object({ id: Type.String(), email: Type.String(), name: Type.String() }), {
      description: 'Sign-in accounts linked to it',
    }),
  },
  { title: 'Recycler' },
);
export type Recycler = Static<typeof Recycler>;

export const saveRecyclerSchema = {
  summary: 'Register a recycler, or edit one (with its id); super admin',
  body: RecyclerBody,
  response: { 200: Recycler, ...errorResponses(400, 401, 403, 404, 409) },
};

export const viewRecyclerSchema = {
  summary: 'One recycler of the registry with its accounts; super admin',
  params: Type.Object({ id: RecyclerId }, { additionalProperties: false }),
  response: { 200: Recycler, ...errorResponses(400, 401, 403, 404) },
};

export const AccountBody = Type.Object(
  {
    recyclerId: RecyclerId,
    email: Type.String({ format: 'email', maxLength: ACCOUNT_RULES.EMAIL_MAX_LENGTH }),
    firstName: Type.String({ minLength: ACCOUNT_RULES.NAME_MIN_LENGTH, maxLength: ACCOUNT_RULES.NAME_MAX_LENGTH }),
    lastName: Type.String({ minLength: ACCOUNT_RULES.NAME_MIN_LENGTH, maxLength: ACCOUNT_RULES.NAME_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type AccountBody = Static<typeof AccountBody>;

export const createAccountSchema = {
  summary: "Create the recycler's sign-in account (role 004); its holder gets the one-time password link by mail",
  body: AccountBody,
  response: {
    201: Type.Object({ id: Type.String(), email: Type.String(), linkSent: Type.Boolean({ description: 'The password link was mailed' }) }),
    ...errorResponses(400, 401, 403, 404, 409),
  },
};
