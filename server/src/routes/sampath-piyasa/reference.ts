/**
 * The reference lists the centre forms use; the server owns them (README.md beside this file,
 * "Reference lists"). Plastics follow the resin codes 1 to 7, each hard or soft as the waste data does.
 */
export const TYPES_OF_COLLECTION = ['BROUGHT_BY_PUBLIC', 'DOOR_TO_DOOR', 'FROM_INSTITUTIONS'] as const;

const PLASTIC_RESINS = ['PET', 'HDPE', 'LDPE', 'PP', 'PS', 'PVC', 'OTHER_PLASTIC'] as const;
const OTHER_RECYCLABLES = ['PAPER', 'GLASS', 'METAL'] as const;

export interface Material {
  id: string;
  group: 'PLASTIC' | 'OTHER';
  resin: string | null;
  plasticType: 'HARD' | 'SOFT' | null;
}

export const MATERIALS: readonly Material[] = [
  ...PLASTIC_RESINS.flatMap((resin) =>
    (['HARD', 'SOFT'] as const).map((plasticType): Material => ({ id: `${resin}_${plasticType}`, group: 'PLASTIC', resin, plasticType })),
  ),
  ...OTHER_RECYCLABLES.map((id): Material => ({ id, group: 'OTHER', resin: null, plasticType: null })),
];

export const MATERIAL_IDS = MATERIALS.map((material) => material.id);

/** Sri Lanka's bounding box with its islands (README.md beside this file). */
export const SRI_LANKA_BOUNDS = { minLatitude: 5.85, maxLatitude: 9.9, minLongitude: 79.4, maxLongitude: 81.95 } as const;
