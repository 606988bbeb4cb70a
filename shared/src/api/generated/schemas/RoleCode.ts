// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/**
 * RoleCode
 * @description 001 Admin, 002 SL Custom, 003 Local Authority, 004 Recycler, 005 Super Admin
 * @enum {string}
 */
export type RoleCode = "001" | "002" | "003" | "004" | "005";
