import type { CentreWasteFormOptions } from '../api/types';

export type Material = CentreWasteFormOptions['materials'][number];
export type MaterialGroupKey = 'HARD' | 'SOFT' | 'OTHER';

export interface MaterialGroup {
  key: MaterialGroupKey;
  /** The resins a centre usually takes in this form, in the list's order. */
  usual: Material[];
  /** The list offers every resin both hard and soft (reference.ts); these are seldom met so, and come after. */
  seldom: Material[];
}

/**
 * The resins usually collected as each form (ADR 0172): hard, rigid items (PET bottles, HDPE and PP containers,
 * PS cups, PVC pipes); soft, film and flexible items (LDPE film and bags, HDPE carrier bags, PP woven sacks and
 * wrappers, multilayer sachets among the others). LDPE is seldom hard; PET, PS and PVC seldom soft.
 */
const USUAL: Record<'HARD' | 'SOFT', readonly string[]> = {
  HARD: ['PET', 'HDPE', 'PP', 'PS', 'PVC', 'OTHER_PLASTIC'],
  SOFT: ['LDPE', 'HDPE', 'PP', 'OTHER_PLASTIC'],
};

/** The materials by form: hard plastics, soft plastics (each its usual resins first), then the other recyclables. */
export function materialGroups(materials: readonly Material[]): MaterialGroup[] {
  const plastic = (form: 'HARD' | 'SOFT'): MaterialGroup => {
    const ofForm = materials.filter((material) => material.group === 'PLASTIC' && material.plasticType === form);
    const usual = (material: Material) => USUAL[form].includes(material.resin ?? '');
    return { key: form, usual: ofForm.filter(usual), seldom: ofForm.filter((material) => !usual(material)) };
  };
  const other: MaterialGroup = { key: 'OTHER', usual: materials.filter((material) => material.group !== 'PLASTIC'), seldom: [] };
  return [plastic('HARD'), plastic('SOFT'), other].filter((group) => group.usual.length + group.seldom.length > 0);
}
