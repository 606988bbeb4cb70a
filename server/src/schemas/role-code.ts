import { Type } from 'typebox';
import { ALL_ROLES } from '#auth/roles';

/**
 * A role code of spec section 1 (auth/roles.ts), named in the OpenAPI document (a titled schema with a type
 * is hoisted to components: scripts/named-schemas.ts) so that the browser's generated types carry it.
 */
export const RoleCode = Type.Enum([...ALL_ROLES], {
  type: 'string',
  title: 'RoleCode',
  description: '001 Admin, 002 SL Custom, 003 Local Authority, 004 Recycler, 005 Super Admin',
});
