import { Type, type Static } from 'typebox';
import { Email, FirstName, LastName, Organisation, Phone } from '#schemas/account-fields';
import { errorResponses } from '#schemas/error-response';
import { PagingFields, SearchResult } from '#schemas/paging';
import { RoleCode } from '#schemas/role-code';
import { LocalAuthorityId } from '#routes/local-authority/schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AccountSearcher = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the name or email' })),
    role: Type.Optional(RoleCode),
    withoutRole: Type.Optional(
      Type.Boolean({ description: 'Only accounts that signed up, confirmed their email and hold no role yet (the queue)' }),
    ),
    disabled: Type.Optional(Type.Boolean()),
    ...PagingFields,
  },
  { additionalProperties: false },
);
export type AccountSearcher = Static<typeof AccountSearcher>;

export const Account = Type.Object(
  {
    id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    roles: Type.Array(Type.String()),
    defaultRole: Nullable(Type.String()),
    localAuthorityId: Nullable(Type.String()),
    localAuthorityName: Nullable(Type.String()),
    localAuthorityNameSi: Nullable(
      Type.String({ description: "The authority's Sinhala name (its council type translated at least, ADR 0152)" }),
    ),
    localAuthorityNameTa: Nullable(
      Type.String({ description: "The authority's Tamil name (its council type translated at least, ADR 0152)" }),
    ),
    recyclerId: Nullable(Type.String()),
    recyclerName: Nullable(Type.String()),
    organisation: Nullable(Type.String({ description: 'Whom the person works for, as written at sign-up' })),
    disabled: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    lastActivityAt: Nullable(Type.String({ format: 'date-time', description: 'The newest audit entry the account made' })),
    uploads: Type.Integer({ description: 'Customs files the account uploaded (the /customs list)' }),
    lastUploadAt: Nullable(Type.String({ format: 'date-time', description: 'When it last uploaded a customs file' })),
  },
  { title: 'Account' },
);
export type Account = Static<typeof Account>;

export const AccountSearchResult = SearchResult(Account);
export type AccountSearchResult = Static<typeof AccountSearchResult>;

export const AccountChange = Type.Object(
  {
    roles: Type.Optional(Type.Array(RoleCode, { minItems: 1, uniqueItems: true })),
    defaultRole: Type.Optional(RoleCode),
    disabled: Type.Optional(Type.Boolean()),
    localAuthorityId: Type.Optional(Nullable(LocalAuthorityId)),
    recyclerId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 40 }))),
  },
  { additionalProperties: false },
);
export type AccountChange = Static<typeof AccountChange>;

const AccountIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const searchAccountsSchema = {
  summary: 'Accounts by name or email, role, no role yet (sign-ups waiting) or disabled; sorted by name, paged',
  body: AccountSearcher,
  response: { 200: AccountSearchResult, ...errorResponses(400, 401, 403) },
};

export const updateAccountSchema = {
  summary:
    "Give or take roles, set the default role, the authority or recycler, disable or enable an account. A disabled account's tokens stop at once; the last super admin cannot lose 005 or be disabled (409)",
  params: AccountIdParams,
  body: AccountChange,
  response: { 200: Account, ...errorResponses(400, 401, 403, 404, 409) },
};

export const sendPasswordResetSchema = {
  summary: 'Mail the account a password-reset link (valid 1 hour)',
  params: AccountIdParams,
  response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(401, 403, 404, 409) },
};

export const NewAccountBody = Type.Object(
  {
    email: Email,
    firstName: FirstName,
    lastName: LastName,
    phone: Type.Optional(Phone),
    organisation: Type.Optional(Organisation),
    roles: Type.Array(RoleCode, { minItems: 1, uniqueItems: true }),
    defaultRole: RoleCode,
    localAuthorityId: Type.Optional(LocalAuthorityId),
    recyclerId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'e.g. RC-DEMO-01' })),
  },
  { additionalProperties: false },
);
export type NewAccountBody = Static<typeof NewAccountBody>;

export const InvitedAccount = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    linkSent: Type.Literal(true, { description: 'The one-time link to choose a password was mailed to the account' }),
  },
  { title: 'InvitedAccount' },
);

export const createUserSchema = {
  summary:
    'Create an account with roles (and the local authority or recycler they act for); super admin only. No password is given: the account holder is mailed a one-time link (valid 3 days) to choose one',
  body: NewAccountBody,
  response: { 201: InvitedAccount, ...errorResponses(400, 401, 403, 404, 409) },
};
