// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** SdgFigure */
export type SdgFigure = {
    authorities: {
        derived: number;
        estimated: number;
        reported: number;
    };
    /** @description How the figure was computed */
    basis: string;
    /** @description reported: the authorities' own MSW figures; derived: from their reported plastic and the plastic share of MSW; estimated: from defaults only */
    kind: "reported" | "derived" | "estimated";
    sources: components["schemas"]["MfaProvenance"][];
    /** @description Tonnes of municipal solid waste (all materials) in the year */
    tonnes: number;
};
