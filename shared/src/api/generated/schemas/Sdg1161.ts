// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** Sdg1161 */
export type Sdg1161 = {
    authorities: number;
    collected: components["schemas"]["SdgFigure"];
    collectionRate: components["schemas"]["SdgRatio"];
    controlled: components["schemas"]["SdgFigure"];
    controlledRate: components["schemas"]["SdgRatio"];
    generated: components["schemas"]["SdgFigure"];
    id: string | null;
    /** @enum {unknown} */
    level: "AUTHORITY" | "DISTRICT" | "PROVINCE" | "NATIONAL";
    method: components["schemas"]["MfaProvenance"];
    name: string;
    population: number;
    /** @description The nation only: its figures beside the published ones (World Bank, Jambeck et al. 2015, Meijer et al. 2021) */
    published?: {
        /**
         * @description upper: the published figure bounds the product's from above; sameOrder: within 10x
         * @enum {unknown}
         */
        bound: "upper" | "sameOrder";
        /** @enum {unknown} */
        key: "mswGenerated" | "plasticGenerated" | "mismanaged" | "toWater";
        plausible: boolean;
        productTonnes: number;
        publishedTonnes: number;
        ratio: number;
        source: components["schemas"]["MfaProvenance"];
    }[];
};
