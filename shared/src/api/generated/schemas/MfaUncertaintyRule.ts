// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaUncertaintyRule */
export type MfaUncertaintyRule = {
    /**
     * @description The kind of input, one of REPORTED_RECORD, SCALED_PART_YEAR, CENSUS, PUBLISHED_DEFAULT, PROVISIONAL_DEFAULT, LEAKAGE_FACTOR (docs/mfa.md "Uncertainty and reconciliation")
     * @enum {unknown}
     */
    kind: "REPORTED_RECORD" | "SCALED_PART_YEAR" | "CENSUS" | "PUBLISHED_DEFAULT" | "PROVISIONAL_DEFAULT" | "LEAKAGE_FACTOR";
    note: string;
    /** @description Relative standard deviation (0.1 = 10 %); for LEAKAGE_FACTOR the share of the range between the neighbouring levels that is one sd */
    relativeSd: number;
    /** Format: date-time */
    updatedAt: string | null;
    updatedBy: string | null;
    /** @description Who changed it, by name (null: the default) */
    updatedByName: string | null;
    /** @description 0: the default, never changed */
    version: number;
};
