// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** RecyclerReturnLine */
export type RecyclerReturnLine = {
    id: string;
    kg: number;
    name: string;
    nameSi: string | null;
    nameTa: string | null;
    retired: boolean;
};
