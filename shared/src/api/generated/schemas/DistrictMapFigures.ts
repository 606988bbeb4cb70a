// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** DistrictMapFigures */
export type DistrictMapFigures = {
    authorities: number;
    /** @description Authorities whose MFA rests on their own records (the rest are estimated) */
    authoritiesWithData: number;
    collectedKg: number;
    /** @description A share of the estimated plastic generated (0..1; above 1 when collected exceeds the estimate) */
    collectedShare: number;
    districtId: string;
    districtName: string;
    districtNameSi: string;
    districtNameTa: string;
    /** @description Estimated plastic generated in the year, kg */
    generatedKg: number;
    /** @description kg leaked to land, water and drains plus kg burned in the open */
    leakedKg: number;
    /** @description (leaked + burned) / population, kg a person a year */
    leakedKgPerCapita: number;
    /** @description The district's population the MFA uses (sum of its authorities') */
    population: number;
    provinceId: string;
    provinceName: string;
    provinceNameSi: string;
    provinceNameTa: string;
    /** @description Authorities with at least one record overlapping the year */
    reporting: number;
};
